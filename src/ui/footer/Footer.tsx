// The regional footer (spec §1, §2 "Footer links", §4, §6): the link lists of the edition
// chosen by site-id, its legal blocks, the copyright line and the social icons; on a phone
// (at most 767.9px, §9) the lists fold into an accordion and language and fiat selectors show.
import { useMemo } from 'react';
import { copyrightYears, FOOTER_LEGAL, footerSections, showSocialIcons } from '../../core/footer';
import { htmlLangOf } from '../../core/i18n/languages';
import { isPhoneUserAgent } from '../../core/page-info';
import { useCommon, useCompliance, useDir, useEdition, useLang, useLink, usePage, useT } from '../common/host-context';
import { useMedia } from '../common/hooks';
import { FooterSections } from './FooterSections';
import { ContactBlock, LegalBlock } from './LegalBlock';
import { Settings } from './Settings';
import { SocialIcons } from './SocialIcons';

/** The footer's phone breakpoint (§9: 767.9px for the footer). */
export const FOOTER_MOBILE_QUERY = '(max-width: 767.9px)';

export function Footer() {
  const edition = useEdition();
  const lang = useLang();
  const dir = useDir();
  const compliance = useCompliance();
  const link = useLink();
  const common = useCommon();
  const t = useT();
  // a server render guesses from the User-Agent, so a phone gets the accordion in its HTML
  const mobile = useMedia(FOOTER_MOBILE_QUERY, isPhoneUserAgent(usePage().userAgent));
  const sections = useMemo(
    () => footerSections({ edition: edition.key, lang, compliance, link }),
    [edition.key, lang, compliance, link],
  );
  const legal = FOOTER_LEGAL[edition.key];
  const years = copyrightYears(edition.copyrightSince, new Date().getFullYear());

  return (
    <footer className="footer" part="footer" dir={dir} lang={htmlLangOf(lang)} data-edition={edition.key}
      aria-label={t('footer.label', { edition: edition.name })}>
      <div className="columns">
        <FooterSections sections={sections} mobile={mobile} />
        {legal.contact && <ContactBlock contact={legal.contact} />}
      </div>
      {mobile && <Settings />}
      <LegalBlock legal={legal} />
      <div className="bottom" part="bottom">
        <p className="copyright">{t('footer.copyright', { years, entity: legal.entity })} · {t('footer.rights')}</p>
        {showSocialIcons(edition, common) && <SocialIcons />}
      </div>
    </footer>
  );
}
