// The host's error reporter (page config `errorReporter`, README "Page configuration"): a URL
// that receives each report as a JSON POST (sendBeacon), or a function (configure() only).
// It hears of the account-switch library missing (src/core/header/account/account-switch.ts)
// and of code or a catalog that did not load — a lost chunk, or one refused for not matching
// its integrity (src/core/loader.ts). Nothing is sent when there is none.
import { safeUrl } from './safety';
import type { PageConfig } from './types';

interface Report {
  source: 'ex-elements';
  message: string;
  /** the page's address */
  page: string;
  /** ms since the epoch */
  at: number;
}

export type ErrorReport = Report & (
  /** the account-switch script `src` did not bring its library in time */
  | { kind: 'account-switch-library'; src: string }
  /** `part` (e.g. `<ex-footer>`, `the ja catalog`) did not load: its message names the file */
  | { kind: 'load-failed'; part: string }
);

export type ErrorReporter = string | ((report: ErrorReport) => void);

/** The config key, beside those of PageConfig. */
export interface ReporterConfig { errorReporter?: ErrorReporter }

/** Sends a report to the configured reporter; false when there is none (nothing is sent). */
export function sendReport(reporter: ErrorReporter | undefined, report: ErrorReport): boolean {
  if (typeof reporter === 'function') {
    try { reporter(report); } catch (e) { console.warn('[ex-elements] the error reporter threw', e); }
    return true;
  }
  const url = safeUrl(reporter);
  if (!url) return false;
  const body = JSON.stringify(report);
  if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return true;
  void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => {});
  return true;
}

/**
 * What tells the page's reporter (read from `config` each time) that a part did not load: once
 * per part and page view, though a lost view is asked for again and again (src/ui/common/lazy-view.ts).
 */
export function loadFailureReporter(config: () => PageConfig): (part: string, error: unknown) => void {
  const reported = new Set<string>();
  return (part, error) => {
    if (reported.has(part)) return;
    const report: ErrorReport = {
      source: 'ex-elements', kind: 'load-failed', part, message: `${part} did not load: ${String(error)}`,
      page: location.href, at: Date.now(),
    };
    if (sendReport((config() as PageConfig & ReporterConfig).errorReporter, report)) reported.add(part);
  };
}
