import type { Services } from "../../services.ts";

/** What the response headers of a form's public page depend on. */
export interface TPublicPagePolicy {
  /** Other sites may show the page in a frame. */
  allowEmbedding: boolean;
  /** The form's own trackers (Google Analytics / Tag Manager, Facebook pixel) may send their beacons. */
  trackers: { google: boolean; facebook: boolean };
}

/** The policy of the form at /{qrId}; null when there is no such form (the page shows its 404). */
export async function publicPagePolicy(services: Services, qrId: string): Promise<TPublicPagePolicy | null> {
  const form = await services.prisma.form.findUnique({
    where: { qrId },
    select: { allowEmbedding: true, googleGTMContainerId: true, googleGA4Id: true, fbPixelID: true },
  });
  if (!form) return null;
  return {
    allowEmbedding: form.allowEmbedding,
    trackers: { google: Boolean(form.googleGTMContainerId || form.googleGA4Id), facebook: Boolean(form.fbPixelID) },
  };
}
