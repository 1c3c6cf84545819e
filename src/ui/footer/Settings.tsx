// The phone footer's language and fiat selectors (spec §2 "Mobile footer", §4): a language
// rewrites the path with /{lang} (none for en) and navigates (after a cancelable ex-navigate),
// Turkish away from the Turkey site asking first; a fiat writes the curr_fiat cookie and
// reloads. Both go through the shared stores first, so other elements follow, and both act only
// on a deliberate choice (a pick, or Enter after the arrow keys).
import { htmlLangOf } from '../../core/i18n/languages';
import { useDeliberateSelect } from '../common/deliberate-select';
import { useLanguageName } from '../common/hooks';
import { useCommon, useLang, useLangs, usePage, useT } from '../common/host-context';
import { useSetting } from '../common/use-setting';
import { useLanguageChoice } from '../common/language-choice';

export function Settings() {
  const t = useT();
  const lang = useLang();
  const langs = useLangs();
  const fiat = useSetting('fiat');
  const common = useCommon();
  const name = useLanguageName();
  const fiats = (common.fiat_list ?? []).filter((f) => typeof f?.fiat === 'string' && f.fiat);
  // as the header's language list does: a single-page host may route instead (ex-navigate)
  const { url } = usePage();
  const language = useLanguageChoice(`${url.pathname}${url.search}${url.hash}`,
    { language: 'footer-settings', turkeySite: 'footer-settings.turkey-site' });
  const languageSelect = useDeliberateSelect(lang, language.choose);
  const fiatSelect = useDeliberateSelect(fiat.value, fiat.choose);

  return (
    <div className="settings" part="settings" role="group" aria-label={t('footer.settings')}>
      <label className="select">
        <span>{t('footer.language')}</span>
        <select {...languageSelect} data-setting="locale">
          {langs.map((code) => <option key={code} value={code} lang={htmlLangOf(code)}>{name(code)}</option>)}
        </select>
      </label>
      {fiats.length > 0 && (
        <label className="select">
          <span>{t('footer.fiat')}</span>
          <select {...fiatSelect} data-setting="fiat">
            {!fiat.value && <option value="">—</option>}
            {fiats.map((f) => <option key={f.fiat} value={f.fiat}>{f.symbol ? `${f.fiat} (${f.symbol})` : f.fiat}</option>)}
          </select>
        </label>
      )}
      {language.dialog}
    </div>
  );
}
