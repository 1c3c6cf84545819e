// The phone footer's language and fiat selectors (spec §2 "Mobile footer", §4): a language
// rewrites the path with /{lang} (none for en) and navigates (after a cancelable ex-navigate),
// Turkish away from the Turkey site asking first; a fiat writes the curr_fiat cookie and
// reloads. Both go through the shared stores first, so other elements follow.
import { useState, type ChangeEvent } from 'react';
import { chooseLanguage, pickFiat, switchLanguage, TURKISH, turkeySiteUrl } from '../../core/choices';
import { safeUrl } from '../../core/safety';
import { TurkishSiteDialog } from '../common/ChoiceDialog';
import { useGo, useLanguageName } from '../common/hooks';
import { useEx } from '../common/host-context';

export function Settings() {
  const { t, lang, langs, fiat, common, emit, edition, config } = useEx();
  const [askingTurkish, setAskingTurkish] = useState(false);
  const name = useLanguageName();
  const fiats = (common.fiat_list ?? []).filter((f) => typeof f?.fiat === 'string' && f.fiat);

  const go = useGo(); // as the header's language list does: a single-page host may route instead
  const switchTo = (next: string) => {
    const href = switchLanguage(next, `${location.pathname}${location.search}${location.hash}`, langs);
    emit('ex-settings-change', { setting: 'locale', value: next, href });
    go(href, 'footer-settings');
  };
  const onLanguage = (e: ChangeEvent<HTMLSelectElement>) => {
    const next = e.target.value;
    const choice = chooseLanguage({ lang: next, edition, path: location.pathname, langs });
    if (choice.kind === 'turkish-modal') setAskingTurkish(true); else switchTo(next);
  };
  const goTurkey = () => {
    setAskingTurkish(false);
    const href = safeUrl(turkeySiteUrl(config));
    if (href) go(href, 'footer-settings.turkey-site');
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
        <select value={lang} onChange={onLanguage} data-setting="locale">
          {langs.map((code) => <option key={code} value={code} lang={code}>{name(code)}</option>)}
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
      {askingTurkish && (
        <TurkishSiteDialog onStay={() => { setAskingTurkish(false); switchTo(TURKISH); }} onGo={goTurkey} onClose={() => setAskingTurkish(false)} />
      )}
    </div>
  );
}
