// The link lists. On desktop they are columns with headings; on a phone (spec §4 "Footer
// accordion") each heading is a button: a click opens its section, a click on the open
// one closes it, and opening one closes the other.
import { useId, useState } from 'react';
import type { ResolvedLink, ResolvedSection } from '../../core/footer';
import { ExLink } from '../common/ExLink';
import { useEmit, useT } from '../common/host-context';
import { Icon } from '../common/Icon';

function FooterLinkItem({ link, section }: { link: ResolvedLink; section: string }) {
  const t = useT();
  const emit = useEmit();
  return (
    <ExLink href={link.href} source={`footer:${section}`} newWindow={link.newWindow}
      onClick={() => emit('ex-track', { event: 'footer_click', section, href: link.href })}>
      {t(link.labelKey, link.labelVars)}
      {link.newWindow && <span className="ex-visually-hidden"> {t('footer.newWindow')}</span>}
    </ExLink>
  );
}

export function FooterSections({ sections, mobile }: { sections: ResolvedSection[]; mobile: boolean }) {
  const t = useT();
  const [open, setOpen] = useState<string | null>(null);
  const baseId = useId();

  return (
    <div className="sections" part="sections">
      {sections.map((s) => {
        const listId = `${baseId}-${s.id}`;
        const expanded = open === s.id;
        return (
          <section key={s.id} className="section" part="section" data-section={s.id}>
            <h2 className="title">
              {mobile ? (
                <button type="button" className="toggle" aria-expanded={expanded} aria-controls={listId}
                  onClick={() => setOpen(expanded ? null : s.id)}>
                  <span>{t(s.titleKey)}</span>
                  <span className="chevron" aria-hidden="true"><Icon name="chevron" /></span>
                </button>
              ) : t(s.titleKey)}
            </h2>
            <ul id={listId} className="links" hidden={mobile && !expanded}>
              {s.links.map((l) => <li key={l.href}><FooterLinkItem link={l} section={s.id} /></li>)}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
