// The phone footer's language and fiat selectors (spec §2 "Mobile footer", §4): a language
// rewrites the path with /{lang} (none for en) and navigates (after a cancelable ex-navigate); a fiat writes the curr_fiat
// cookie and reloads. Both go through the shared stores first, so other elements follow.
import type { ChangeEvent } from 'react';
import { pickFiat, switchLanguage } from '../../core/choices';
import { LANGUAGES } from '../../core/i18n/languages';
import { navigation } from '../../core/navigation';
import { useEx } from '../common/host-context';

const LANGUAGE_NAMES = Object.fromEntries(LANGUAGES.map((l) => [l.code, l.name]));

export function Settings() {
  const { t, lang, langs, fiat, common, emit } = useEx();
  const languages = langs.map((code) => [code, common.lang_list?.[code] ?? LANGUAGE_NAMES[code] ?? code] as const);
  const fiats = (common.fiat_list ?? []).filter((f) => typeof f?.fiat === 'string' && f.fiat);

  const chooseLanguage = (e: ChangeEvent<HTMLSelectElement>) => {
    const next = e.target.value;
    const href = switchLanguage(next, `${location.pathname}${location.search}${location.hash}`, langs);
    emit('ex-settings-change', { setting: 'locale', value: next, href });
    // as the header's language list does: a single-page host may route instead
    if (emit('ex-navigate', { href, source: 'footer-settings' }, { cancelable: true })) navigation.assign(href);
  };

  const chooseFiat = (e: ChangeEvent<HTMLSelectElement>) => {
    const next = e.target.value;
    emit('ex-settings-change', { setting: 'fiat', value: next });
    pickFiat(next);
  };

  return (
    <div className="settings" part="settings" role="group" aria-label={t('footer.settings')}>
      <label className="select">
        <span>{t('footer.language')}</span>
        <select value={lang} onChange={chooseLanguage} data-setting="locale">
          {languages.map(([code, name]) => <option key={code} value={code} lang={code}>{name}</option>)}
        </select>
      </label>
      {fiats.length > 0 && (
        <label className="select">
          <span>{t('footer.fiat')}</span>
          <select value={fiat} onChange={chooseFiat} data-setting="fiat">
            {!fiat && <option value="">—</option>}
            {fiats.map((f) => <option key={f.fiat} value={f.fiat}>{f.symbol ? `${f.fiat} (${f.symbol})` : f.fiat}</option>)}
          </select>
        </label>
      )}
    </div>
  );
}
