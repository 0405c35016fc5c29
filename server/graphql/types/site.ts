// SPEC.md §3 site config and §7 contact/newsletter.
import { RateLimitedError, ValidationError } from "../../domain/errors.ts";
import { subscribeNewsletter } from "../../domain/newsletter/subscribeNewsletter.ts";
import type { Config } from "../../config.ts";
import { isLocalPublicUrl } from "../../localPublicUrl.ts";
import { builder } from "../builder.ts";
import { Done } from "./user.ts";

const SiteAnalytics = builder.objectRef<Config["siteAnalytics"]>("SiteAnalytics").implement({
  description: "The site's own tracking ids; each loads only with the visitor's matching cookie consent.",
  fields: (t) => ({
    googleGA4Id: t.exposeString("ga4Id", { nullable: true }),
    googleTagManagerId: t.exposeString("gtmId", { nullable: true }),
    facebookPixelId: t.exposeString("fbPixelId", { nullable: true }),
  }),
});

const SiteConfig = builder.objectRef<Config>("SiteConfig").implement({
  description: "What the client needs to know about this server.",
  fields: (t) => ({
    brandName: t.string({ resolve: () => "FormQR" }),
    publicUrl: t.exposeString("publicUrl", { description: "Base of short links, QR targets and links in mails." }),
    shortLinkBase: t.string({ resolve: (config) => `${config.publicUrl}/s/` }),
    publicUrlIsLocal: t.boolean({
      description: "Whether publicUrl is this machine (localhost): QR codes and short links that no phone can open.",
      resolve: (config) => isLocalPublicUrl(config.publicUrl),
    }),
    analytics: t.field({ type: SiteAnalytics, resolve: (config) => config.siteAnalytics }),
  }),
});

builder.queryField("siteConfig", (t) => t.field({ type: SiteConfig, resolve: (_root, _args, ctx) => ctx.services.config }));

builder.mutationField("subscribeNewsletter", (t) =>
  t.field({
    type: Done,
    description: "Adds an e-mail to the newsletter list (SPEC.md §5: 'Please input a valid email address' otherwise).",
    args: { input: t.arg({ type: builder.inputType("SubscribeNewsletterInput", { fields: (f) => ({ email: f.string({ required: true }) }) }), required: true }) },
    errors: { types: [ValidationError, RateLimitedError], union: { name: "SubscribeNewsletterPayload" } },
    resolve: async (_root, { input }, ctx) => {
      await subscribeNewsletter(ctx.services, input.email, ctx.locale, ctx.clientIp);
      return { ok: true as const };
    },
  }),
);
