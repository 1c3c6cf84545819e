// A status message screen readers hear without focus moving (WCAG 4.1.3 Status Messages): a
// polite live region that stays mounted while only its text changes (a region that mounts with
// its text is often not heard), so each message is announced once; empty says nothing.
import type { Translate } from '../../core/i18n';

export function LiveStatus({ text }: { text: string }) {
  return <span className="ex-visually-hidden" role="status">{text}</span>;
}

/** What a searchable list's live region says once its rows are in: the count of a search, or
 * `empty` (its empty state, searched or not) when there is none; nothing for a full list. */
export const resultsStatus = (t: Translate, searched: boolean, count: number, empty: string): string =>
  (count ? (searched ? t('common.results', { count }) : '') : empty);
