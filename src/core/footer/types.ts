// The shapes of the footer tables (spec §2 "Footer links"): one typed row per link.
import type { ComplianceKey } from '../compliance';
import type { EditionKey } from '../editions';
import type { MessageKey, Vars } from '../i18n';

/** A path that depends on the page language (the support-request page, the P2P merchant page). */
export type LangPath = (lang: string) => string;

export interface FooterLink {
  labelKey: MessageKey;
  /** values for the label's {placeholders} (coin names, fiat codes) */
  labelVars?: Vars;
  /** an internal path (gets {prefix}) or, with `external`, an absolute URL */
  path: string | LangPath;
  /** the compliance menu-list key that hides this link (§6) */
  compliance?: ComplianceKey;
  /** editions sharing the table that do not show this link (§6: hidden by site id) */
  hiddenOn?: EditionKey[];
  external?: boolean;
  newWindow?: boolean;
}

export interface FooterSection {
  id: string;
  titleKey: MessageKey;
  links: FooterLink[];
}

/** A link ready to render: its href carries the prefix, hidden links are gone. */
export interface ResolvedLink {
  labelKey: MessageKey;
  labelVars?: Vars;
  href: string;
  external: boolean;
  newWindow: boolean;
}

export interface ResolvedSection {
  id: string;
  titleKey: MessageKey;
  links: ResolvedLink[];
}
