// The legal blocks of an edition (spec §2): Turkey's contact block, the EU regulatory
// statement (Italian for the Italian locale, English otherwise) and the edition's notes.
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { EU_STATEMENT, euStatementLang, type Contact, type FooterLegal } from '../../core/footer';
import { catalogs, translator } from '../../core/i18n';
import { htmlLangOf } from '../../core/i18n/languages';
import { useLang, useT } from '../common/host-context';
import { Interpolate } from '../common/Interpolate';

export function ContactBlock({ contact }: { contact: Contact }) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="contact" part="contact" aria-labelledby={titleId}>
      <h2 id={titleId} className="title">{t('footer.section.contact')}</h2>
      <address>
        <dl>
          <dt>{t('footer.contact.phone')}</dt>
          <dd><a href={`tel:${contact.phone.replace(/\s+/g, '')}`} dir="ltr">{contact.phone}</a></dd>
          <dt>{t('footer.contact.fax')}</dt>
          <dd dir="ltr">{contact.fax}</dd>
          <dt>{t('footer.contact.address')}</dt>
          <dd>{contact.address}</dd>
        </dl>
      </address>
    </section>
  );
}

function EuStatement() {
  const lang = useLang();
  const loaded = useStore(catalogs);
  const titleId = useId();
  const statementLang = euStatementLang(lang);
  const st = translator(statementLang, loaded);
  const { entity, licence, email, address, services } = EU_STATEMENT;
  return (
    <section className="statement" part="statement" lang={htmlLangOf(statementLang)} dir="ltr" aria-labelledby={titleId}>
      <h2 id={titleId} className="title">{st('footer.eu.title')}</h2>
      <p>{st('footer.eu.authorisation', { entity, licence })}</p>
      <p>{st('footer.eu.servicesIntro')}</p>
      <ol>{services.map((key) => <li key={key}>{st(key)}</li>)}</ol>
      <p>{st('footer.eu.jurisdiction')}</p>
      <p><strong>{st('footer.eu.risk')}</strong></p>
      <p><Interpolate text={st('footer.eu.contact')} parts={{ email: <a href={`mailto:${email}`}>{email}</a> }} /></p>
      <p>{st('footer.eu.address', { address })}</p>
    </section>
  );
}

export function LegalBlock({ legal }: { legal: FooterLegal }) {
  const t = useT();
  if (!legal.euStatement && !legal.notes?.length) return null;
  return (
    <div className="legal" part="legal">
      {legal.euStatement && <EuStatement />}
      {legal.notes?.map((key) => <p key={key} className="note">{t(key)}</p>)}
    </div>
  );
}
