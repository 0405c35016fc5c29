// The form's own tracking ids (Google Tag Manager, GA4, Facebook pixel), loaded only with the
// matching cookie consent (consent.ts): analytical for GTM and GA4, targeting for the pixel.
// Without consent nothing is added to the page, not even a script tag.
import { pageNonce } from "../../../shared/cspNonce.ts";
import type { TConsent } from "./consent.ts";

export interface TTrackingIds {
  googleTagManagerContainerId?: string | null;
  googleGA4Id?: string | null;
  facebookPixel?: string | null;
}

export interface TTrackerScript {
  /** Which tracker, for data-tracker (tests and debugging). */
  tracker: "gtm" | "ga4" | "facebook";
  src?: string;
  inline?: string;
}

// Ids are checked by shape before they reach a script: they come from the form's owner.
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const GA4_ID = /^G-[A-Z0-9]{4,16}$/;
const PIXEL_ID = /^\d{6,20}$/;

/** The scripts to add for these ids under this consent (pure, for tests). */
export function trackerScripts(ids: TTrackingIds, consent: TConsent): TTrackerScript[] {
  const scripts: TTrackerScript[] = [];
  const gtm = ids.googleTagManagerContainerId?.trim().toUpperCase();
  const ga4 = ids.googleGA4Id?.trim().toUpperCase();
  const pixel = ids.facebookPixel?.trim();
  if (consent.analytical && gtm && GTM_ID.test(gtm)) {
    scripts.push({
      tracker: "gtm",
      inline: `window.dataLayer=window.dataLayer||[];window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});`,
    });
    scripts.push({ tracker: "gtm", src: `https://www.googletagmanager.com/gtm.js?id=${gtm}` });
  }
  if (consent.analytical && ga4 && GA4_ID.test(ga4)) {
    scripts.push({ tracker: "ga4", src: `https://www.googletagmanager.com/gtag/js?id=${ga4}` });
    scripts.push({
      tracker: "ga4",
      inline: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config",${JSON.stringify(ga4)});`,
    });
  }
  if (consent.targeting && pixel && PIXEL_ID.test(pixel)) {
    scripts.push({
      tracker: "facebook",
      inline:
        `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};` +
        `if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version="2.0";n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;` +
        `s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,"script","https://connect.facebook.net/en_US/fbevents.js");` +
        `fbq("init",${JSON.stringify(pixel)});fbq("track","PageView");`,
    });
  }
  return scripts;
}

/**
 * Adds the scripts to <head> once per page. The page's CSP admits scripts our code adds
 * ('strict-dynamic'); they carry its nonce too, for browsers that only know nonces.
 */
export function loadTrackers(ids: TTrackingIds, consent: TConsent, doc: Document = document): void {
  const nonce = pageNonce(doc);
  for (const script of trackerScripts(ids, consent)) {
    const key = `${script.tracker}:${script.src ?? script.inline}`;
    if (doc.head.querySelector(`script[data-tracker-key="${CSS.escape(key)}"]`)) continue;
    const element = doc.createElement("script");
    element.dataset.tracker = script.tracker;
    element.dataset.trackerKey = key;
    if (nonce) element.nonce = nonce;
    if (script.src) {
      element.async = true;
      element.src = script.src;
    } else if (script.inline) {
      element.text = script.inline;
    }
    doc.head.append(element);
  }
}
