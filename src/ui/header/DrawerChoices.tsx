// The drawer's language and fiat choices (spec §1 "mobile side drawer", §2, §4): a language
// is a link to the same page rewritten with /{lang} (none for en); a fiat writes curr_fiat and
// reloads the page. Flags `language` and `exchangeRate` hide them (§6).
import { flagOn } from '../../core/header/flags';
import { LANGUAGES } from '../../core/i18n/languages';
import { rewriteLangPath } from '../../core/links';
import { navigation } from '../../core/navigation';
import { setFiat, setLocale } from '../../core/stores';
import { useEx } from '../common/host-context';
import { Disclosure } from './Disclosure';
import { UiIcon } from './icons';
import { MenuLink } from './MenuLink';

const LANGUAGE_NAMES: Record<string, string> = Object.fromEntries(LANGUAGES.map((l) => [l.code, l.name]));

export function DrawerChoices({ pagePath }: { pagePath?: string }) {
  const { t, lang, langs, common, config, fiat, emit } = useEx();
  const names = common.lang_list ?? LANGUAGE_NAMES;
  const here = pagePath || `${location.pathname}${location.search}`;
  const fiats = (common.fiat_list ?? []).map((f) => f.fiat).filter((f) => typeof f === 'string' && f);

  const chooseFiat = (code: string) => {
    emit('ex-settings-change', { setting: 'fiat', value: code });
    setFiat(code);
    navigation.reload(); // §4: changing the fiat writes the cookie and reloads
  };

  return (
    <>
      {flagOn(config.flags, 'language') && (
        <Disclosure label={t('header.language')} extra={<span className="xh-section-value">{names[lang] ?? lang}</span>}>
          <ul className="xh-choices">
            {Object.entries(names).map(([code, name]) => (
              <li key={code}>
                <MenuLink className="xh-choice" href={rewriteLangPath(here, code, langs)} source="header-drawer-language"
                  lang={code} aria-current={code === lang ? 'true' : undefined}
                  onClick={() => { emit('ex-settings-change', { setting: 'locale', value: code }); setLocale(code); }}>
                  {name}
                  {code === lang && <UiIcon name="check" />}
                </MenuLink>
              </li>
            ))}
          </ul>
        </Disclosure>
      )}
      {flagOn(config.flags, 'exchangeRate') && fiats.length > 0 && (
        <Disclosure label={t('header.fiat')} extra={<span className="xh-section-value">{fiat || '—'}</span>}>
          <ul className="xh-choices xh-grid">
            {fiats.map((code) => (
              <li key={code}>
                <button type="button" className="xh-choice" aria-pressed={code === fiat} onClick={() => chooseFiat(code)}>
                  {code}
                  {code === fiat && <UiIcon name="check" />}
                </button>
              </li>
            ))}
          </ul>
        </Disclosure>
      )}
    </>
  );
}
