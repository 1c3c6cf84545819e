// Choosing a language (spec §4), wherever the control is (the header's settings menu and
// drawer, the phone footer): Turkish away from the Turkey site asks first; any other choice
// switches, with ex-settings-change and a cancelable ex-navigate. Its element adopts dialogStyles.
import { useState, type ReactNode } from 'react';
import { safeUrl } from '../../core/safety';
import { chooseLanguage, TURKISH, turkeySiteUrl } from '../../core/settings';
import { rewriteLangPath } from '../../core/links';
import { ChoiceDialog } from './ChoiceDialog';
import { useGo } from './hooks';
import { useConfig, useEdition, useLangs, useT } from './host-context';
import { useSetting } from './use-setting';

/** §4: Turkish chosen away from the Turkey site: stay here in Turkish, or go to the Turkey site. */
function TurkishSiteDialog({ onStay, onGo, onClose }: { onStay: () => void; onGo: () => void; onClose: () => void }) {
  const t = useT();
  return (
    <ChoiceDialog part="turkey-dialog" title={t('common.turkey.title')} text={t('common.turkey.text')} closeLabel={t('common.close')}
      onClose={onClose} answers={[{ label: t('common.turkey.stay'), onClick: onStay }, { label: t('common.turkey.go'), onClick: onGo }]} />
  );
}

/**
 * `choose(code)` for a language control on page `path`, and the dialog it may open (render it
 * beside the control). `sources` name the ex-navigate of a switch and of the Turkey site.
 */
export function useLanguageChoice(path: string, sources: { language: string; turkeySite: string }): { choose: (code: string) => void; dialog: ReactNode } {
  const locale = useSetting('locale');
  const langs = useLangs();
  const edition = useEdition();
  const config = useConfig();
  const go = useGo();
  const [asking, setAsking] = useState(false);

  const switchTo = (code: string) => {
    const href = rewriteLangPath(path, code, langs);
    locale.choose(code, { href });
    go(href, sources.language);
  };
  const choose = (code: string) => {
    if (code === locale.value) return;
    if (chooseLanguage({ lang: code, edition, path, langs }).kind === 'turkish-modal') setAsking(true); else switchTo(code);
  };
  const goTurkey = () => {
    setAsking(false);
    const href = safeUrl(turkeySiteUrl(config));
    if (href) go(href, sources.turkeySite);
  };

  const dialog = asking && (
    <TurkishSiteDialog onStay={() => { setAsking(false); switchTo(TURKISH); }} onGo={goTurkey} onClose={() => setAsking(false)} />
  );
  return { choose, dialog };
}
