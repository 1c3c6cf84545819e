// The account-switch script (spec §4, §9): loaded once per page for logged-in users on the
// main site. 5 s later its front-end library must be there; if not, an error report goes
// to the reporter the host configured, and nothing is sent when there is none.
//
// Config keys (in #ex-config or configure()):
//   accountSwitch: { src: string, libraryGlobal?: string }  the script, and the global its
//     library defines (without one, the script's load event is the check)
//   errorReporter: where the report goes (src/core/error-report.ts)
import type { Edition } from '../../editions';
import { sendReport, type ReporterConfig } from '../../error-report';
import { safeUrl } from '../../safety';
import type { PageConfig } from '../../types';
import { accountRow } from './rules';

export const LIBRARY_CHECK_MS = 5000;

export interface AccountSwitchConfig { src: string; libraryGlobal?: string }

export interface ReportingConfig extends ReporterConfig { accountSwitch?: AccountSwitchConfig }

const reporting = (config: PageConfig) => config as PageConfig & ReportingConfig;

const MARK = 'data-ex-account-switch';

/** Whether this page should load the script: logged in, main site, a script configured. */
export const accountSwitchWanted = (config: PageConfig, edition: Edition, isLogin: boolean): boolean =>
  isLogin && accountRow(edition).accountSwitch && !!safeUrl(reporting(config).accountSwitch?.src);

/** Adds the script once per page and arms the library check; returns whether it added it. */
export function loadAccountSwitch(config: PageConfig, edition: Edition, isLogin: boolean, doc: Document = document): boolean {
  if (!accountSwitchWanted(config, edition, isLogin) || doc.querySelector(`script[${MARK}]`)) return false;
  const { accountSwitch, errorReporter } = reporting(config);
  const src = safeUrl(accountSwitch!.src)!;
  const script = doc.createElement('script');
  let loaded = false;
  script.addEventListener('load', () => { loaded = true; });
  script.async = true;
  script.setAttribute(MARK, '');
  try {
    script.src = src;
  } catch (e) {
    console.warn('[ex-elements] the account-switch script was refused', e); // e.g. Trusted Types
  }
  doc.head.append(script);
  const library = accountSwitch!.libraryGlobal;
  setTimeout(() => {
    const ok = library ? (globalThis as Record<string, unknown>)[library] != null : loaded;
    if (ok) return;
    sendReport(errorReporter, {
      source: 'ex-elements', kind: 'account-switch-library', src, page: location.href, at: Date.now(),
      message: `${library ?? 'the account-switch script'} did not load within ${LIBRARY_CHECK_MS} ms`,
    });
  }, LIBRARY_CHECK_MS);
  return true;
}
