// The link lists. On desktop they are columns with headings; on a phone (spec §4 "Footer
// accordion") each section is a disclosure (<details>, so it works without script): a click
// on its heading opens it, a click on the open one closes it, and opening one closes the other.
import { useId, useState } from 'react';
import type { ResolvedLink, ResolvedSection } from '../../core/footer';
import type { Translate } from '../../core/i18n';
import { exLink } from '../common/ExLink';
import { useEmit, useT, type Emit } from '../common/host-context';
import { Icon } from '../common/Icon';

/** A link of a section: a function, not a component, for a footer's hundred links (DESIGN.md §3c
 * throughput); `t` and `emit` come from the list, so the links do not each subscribe to the texts. */
function footerLink(link: ResolvedLink, section: string, t: Translate, emit: Emit) {
  return exLink(emit, {
    href: link.href, source: `footer:${section}`, newWindow: link.newWindow,
    onClick: () => emit('ex-track', { event: 'footer_click', section, href: link.href }),
  }, {
    children: link.newWindow
      ? <>{t(link.labelKey, link.labelVars)}<span className="ex-visually-hidden"> {t('common.newWindow')}</span></>
      : t(link.labelKey, link.labelVars),
  });
}

export function FooterSections({ sections, mobile }: { sections: ResolvedSection[]; mobile: boolean }) {
  const t = useT();
  const emit = useEmit();
  const [open, setOpen] = useState<string | null>(null);
  const group = useId();

  return (
    <div className="sections" part="sections">
      {sections.map((s) => {
        const links = (
          <ul className="links">
            {s.links.map((l) => <li key={l.href}>{footerLink(l, s.id, t, emit)}</li>)}
          </ul>
        );
        return (
          <section key={s.id} className="section" part="section" data-section={s.id}>
            {mobile ? (
              // a disclosure, which opens and closes without script too (a server-rendered page);
              // its name makes the group one-open-at-a-time, the state keeps React in step
              <details className="fold" name={group} open={open === s.id}
                onToggle={(e) => {
                  const opened = e.currentTarget.open;
                  setOpen((current) => (opened ? s.id : current === s.id ? null : current));
                }}>
                <summary className="toggle">
                  <h2 className="title">{t(s.titleKey)}</h2>
                  <span className="chevron" aria-hidden="true"><Icon name="chevron" /></span>
                </summary>
                {links}
              </details>
            ) : (
              <>
                <h2 className="title">{t(s.titleKey)}</h2>
                {links}
              </>
            )}
          </section>
        );
      })}
    </div>
  );
}
