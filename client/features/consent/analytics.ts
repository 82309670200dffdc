// Loads the configured analytics script once (SPEC §7 "Analytics ... only with cookie consent").
// Callers check consent first (consent.ts analyticsAllowed).

const SCRIPT_ID = 'tonic-analytics';

export function loadAnalytics(url: string): void {
  if (document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = url;
  script.async = true;
  // A failing third party must not disturb the app; it is only logged (SPEC §8).
  script.onerror = () => console.warn('Analytics script could not be loaded');
  document.head.appendChild(script);
}
