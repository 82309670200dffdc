// Tests' stand-ins for the server's replies, for tests that stub fetch and run the real store and
// base query: one envelope and one site settings reply, shaped by the call contracts.

/** A 200 envelope with `body` beside its status and datetime. */
export function okReply(body: object): Response {
  return new Response(JSON.stringify({ status: 'OK', datetime: '2026-01-01T00:00:00Z', ...body }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

/** get_settings' data for `site`, with nothing branded. */
export function siteSettings(site: string) {
  return {
    registrationEnabled: true,
    maintenanceMode: false,
    defaultLanguage: 'en',
    courseEditIdleMinutes: 45,
    site,
    webshopUrl: null,
    analyticsUrl: null,
    brand: {
      schoolName: 'Tonic',
      logoUrl: null,
      accentColor: null,
      mailSenderName: null,
      mailFooter: null,
      certificateSignature: null,
      webshopUrl: null,
    },
    accentShades: null,
  };
}
