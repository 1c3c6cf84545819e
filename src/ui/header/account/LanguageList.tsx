// Language and region (spec §4, §8): the language list, the region-restriction tip for
// German, French and Spanish, and the Turkish modal away from the Turkey site.
import { useId, type ReactNode } from 'react';
import { REGION_RESTRICTED_LANGS } from '../../../core/header/account/settings-actions';
import { htmlLangOf } from '../../../core/i18n/languages';
import { ExLink } from '../../common/ExLink';
import { useLanguageName } from '../../common/hooks';
import { useLang, useLangs, useLink, usePage, useT } from '../../common/host-context';
import { Interpolate } from '../../common/Interpolate';
import { useLanguageChoice } from '../../common/language-choice';
import { useHeader } from '../header-context';
import { Icon } from '../icons';
import { NewWindowNote } from '../nav/NewWindowNote';


/** A choice of the language or fiat list: the current one is marked and checked. */
export const Option = ({ current, onClick, lang, children }: { current: boolean; onClick: () => void; lang?: string; children: ReactNode }) => (
  <button type="button" className="xa-option" lang={lang} aria-current={current ? 'true' : undefined} onClick={onClick}>
    {children}{current && <Icon name="check" size={16} />}
  </button>
);

function RegionTip({ language }: { language: string }) {
  const t = useT();
  const link = useLink();
  const id = useId();
  return (
    <span className="xa-tip">
      <button type="button" className="xh-icon-btn xa-tip-btn" aria-label={t('account.region.label', { language })} aria-describedby={id}>
        <Icon name="info" size={16} />
      </button>
      <span id={id} role="tooltip" className="xa-tip-bubble">
        <Interpolate text={t('account.region.tip')} parts={{
          agreement: <ExLink href={link('/user-agreement')} source="header-account.region-tip" newWindow>{t('account.region.agreement')}<NewWindowNote /></ExLink>,
        }} />
      </span>
    </span>
  );
}

export function LanguageList() {
  const lang = useLang();
  const langs = useLangs();
  const t = useT();
  const name = useLanguageName();
  const { url } = usePage();
  const path = useHeader().pagePath || `${url.pathname}${url.search}${url.hash}`;
  const { choose, dialog } = useLanguageChoice(path, { language: 'header-account.language', turkeySite: 'header-account.turkey-site' });

  return (
    <>
      <ul className="xa-options" aria-label={t('account.settings.language')}>
        {langs.map((code) => (
          <li key={code} className="xa-option-row">
            <Option current={code === lang} onClick={() => choose(code)} lang={htmlLangOf(code)}>
              <span className="xa-grow">{name(code)}</span>
            </Option>
            {REGION_RESTRICTED_LANGS.includes(code) && <RegionTip language={name(code)} />}
          </li>
        ))}
      </ul>
      {dialog}
    </>
  );
}
