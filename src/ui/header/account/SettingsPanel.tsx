// The settings menu (spec §1, §4, §6): rise/fall colour, time basis, language and region,
// the exchange-rate switch and fiat, and (in the drawer) the theme. Each change goes through
// the page-wide stores, so every element on the page follows.
import { useId, useState } from 'react';
import { reftimeOptions, riseColourOptions } from '../../../core/header/account/rules';
import { flagOn } from '../../../core/header/flags';
import { useLanguageName } from '../../common/hooks';
import { useConfig, useEdition, useLang, useT } from '../../common/host-context';
import { useSetting } from '../../common/use-setting';
import { FiatList } from './FiatList';
import { Icon } from '../icons';
import { LanguageList } from './LanguageList';

type View = 'main' | 'language' | 'fiat';
/** The main view's control that opened a subview: focus returns to it (WCAG 2.4.3). */
type Entry = 'language' | 'currency' | 'rate';

function Choice<T extends string>({ legend, name, options, value, label, onChange }: {
  legend: string; name: string; options: T[]; value: T; label: (v: T) => string; onChange: (v: T) => void;
}) {
  return (
    <fieldset className="xa-fieldset">
      <legend className="xa-legend">{legend}</legend>
      {options.map((o) => (
        <label key={o} className="xa-radio">
          <input type="radio" name={name} value={o} checked={o === value} onChange={() => onChange(o)} />
          <span>{label(o)}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function Switch({ checked, label, hint, onChange, autoFocus }: {
  checked: boolean; label: string; hint?: string; onChange: (on: boolean) => void; autoFocus?: boolean;
}) {
  const hintId = useId();
  return (
    <button type="button" role="switch" className="xa-switch-row" aria-checked={checked} autoFocus={autoFocus}
      aria-describedby={hint ? hintId : undefined} onClick={() => onChange(!checked)}>
      <span className="xa-grow">
        <span className="xa-switch-label">{label}</span>
        {hint && <span id={hintId} className="xa-muted xa-small">{hint}</span>}
      </span>
      <span className={checked ? 'xa-switch xa-on' : 'xa-switch'} aria-hidden="true" />
    </button>
  );
}

export function SettingsPanel({ withTheme }: { withTheme?: boolean }) {
  const edition = useEdition();
  const riseColour = useSetting('riseColour');
  const reftime = useSetting('reftime');
  const lang = useLang();
  const fiat = useSetting('fiat').value;
  const rateSwitch = useSetting('rateSwitch');
  const theme = useSetting('theme');
  const config = useConfig();
  const t = useT();
  const name = useLanguageName();
  // Swapping the view unmounts the focused button, which would drop focus to <body> (WCAG
  // 2.4.3): the subview's first control takes focus, and going back, the control that opened it.
  const [{ view, entry }, setViews] = useState<{ view: View; entry?: Entry }>({ view: 'main' });
  const open = (next: View, from: Entry) => setViews({ view: next, entry: from });
  const back = () => setViews({ view: 'main', entry });
  const returnsHere = (control: Entry) => view === 'main' && entry === control;
  const radioName = useId();

  if (view !== 'main') {
    return (
      <div className="xa-subview">
        <button type="button" className="xa-back" onClick={back} autoFocus>
          <Icon name="back" size={16} />{t('account.settings.back')}
        </button>
        {view === 'language' ? <LanguageList /> : <FiatList />}
      </div>
    );
  }

  const switchRate = (on: boolean) => {
    rateSwitch.choose(on);
    if (on) open('fiat', 'rate');
  };

  return (
    <div className="xa-settings">
      <Choice legend={t('account.settings.colour')} name={`${radioName}-colour`} options={riseColourOptions(edition)}
        value={riseColour.value} label={(v) => t(`account.colour.${v}`)} onChange={riseColour.choose} />
      <Choice legend={t('account.settings.reftime')} name={`${radioName}-reftime`} options={reftimeOptions(edition)}
        value={reftime.value} label={(v) => t(`account.reftime.${v}`)} onChange={reftime.choose} />
      {flagOn(config.flags, 'language') && (
        <button type="button" className="xa-nav-row" onClick={() => open('language', 'language')} autoFocus={returnsHere('language')}>
          <Icon name="globe" size={18} />
          <span className="xa-grow">{t('account.settings.language')}</span>
          <span className="xa-muted">{name(lang)}</span>
          <Icon name="chevronEnd" size={16} />
        </button>
      )}
      {flagOn(config.flags, 'exchangeRate') && (
        <>
          <Switch checked={rateSwitch.value} label={t('account.settings.rate')} hint={t('account.settings.rateHint')} onChange={switchRate}
            autoFocus={returnsHere('rate')} />
          {rateSwitch.value && (
            <button type="button" className="xa-nav-row" onClick={() => open('fiat', 'currency')} autoFocus={returnsHere('currency')}>
              <span className="xa-grow">{t('account.settings.currency')}</span>
              <span className="xa-muted">{fiat}</span>
              <Icon name="chevronEnd" size={16} />
            </button>
          )}
        </>
      )}
      {withTheme && flagOn(config.flags, 'theme') && (
        <Switch checked={theme.value === 'dark'} label={t('account.theme.label')} onChange={(dark) => theme.choose(dark ? 'dark' : 'light')} />
      )}
    </div>
  );
}
