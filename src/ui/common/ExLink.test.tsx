import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../testing/wait';
import { define, exElement } from './element-shell';
import { ExLink, exLink } from './ExLink';
import { useEmit } from './host-context';

function Links() {
  return (
    <>
      <ExLink id="safe" role="menuitem" tabIndex={-1} aria-current="page" data-key="k" href="/spot" source="test">spot</ExLink>
      <ExLink id="unsafe" role="menuitem" href="javascript:alert(1)" source="test">bad</ExLink>
    </>
  );
}
define('ex-link-probe', exElement(Links));

/** exLink(), the function a menu's rows and the footer's links draw theirs with */
function DrawnLinks() {
  const emit = useEmit();
  return (
    <>
      {exLink(emit, { href: '/spot', source: 'drawn' }, { id: 'inner', role: 'menuitem', 'data-panel': 'spot', className: 'row', children: 'spot' })}
      {exLink(emit, { href: 'https://example.org/', source: 'drawn', newWindow: true }, { id: 'outer', children: 'out' })}
      {exLink(emit, { href: 'javascript:alert(1)', source: 'drawn' }, { role: 'menuitem', className: 'row', children: 'bad' })}
    </>
  );
}
define('ex-drawn-link-probe', exElement(DrawnLinks));

describe('ExLink', () => {
  it('passes id, role, tabindex, ARIA and data attributes to its anchor', async () => {
    const el = await fixture(html`<ex-link-probe></ex-link-probe>`);
    await waitUntil(() => el.shadowRoot!.querySelector('#safe'));
    const a = el.shadowRoot!.querySelector('#safe')!;
    expect(a.localName).to.equal('a');
    expect([a.getAttribute('role'), a.getAttribute('tabindex'), a.getAttribute('aria-current'), a.getAttribute('data-key')])
      .to.deep.equal(['menuitem', '-1', 'page', 'k']);
  });

  it('an unsafe URL is never a link: its text stays, disabled, in its role', async () => {
    const el = await fixture(html`<ex-link-probe></ex-link-probe>`);
    await waitUntil(() => el.shadowRoot!.textContent!.includes('bad'));
    const bad = [...el.shadowRoot!.querySelectorAll('[role="menuitem"]')].find((n) => n.textContent === 'bad')!;
    expect(bad.localName).to.equal('span');
    expect(bad.getAttribute('aria-disabled')).to.equal('true');
    expect(el.shadowRoot!.querySelector('[href^="javascript"]')).to.equal(null);
  });

  it('exLink() draws the same links: attributes kept, a new window opened safely, an unsafe URL disabled, ex-navigate before an internal one', async () => {
    const el = await fixture(html`<ex-drawn-link-probe></ex-drawn-link-probe>`);
    await waitUntil(() => el.shadowRoot!.querySelector('#inner'));
    const inner = el.shadowRoot!.querySelector<HTMLAnchorElement>('#inner')!;
    expect([inner.getAttribute('href'), inner.getAttribute('role'), inner.getAttribute('data-panel'), inner.className, inner.hasAttribute('target')])
      .to.deep.equal(['/spot', 'menuitem', 'spot', 'row', false]);
    const outer = el.shadowRoot!.querySelector('#outer')!;
    expect([outer.getAttribute('target'), outer.getAttribute('rel')]).to.deep.equal(['_blank', 'noopener noreferrer']);
    const bad = [...el.shadowRoot!.querySelectorAll('.row')].find((n) => n.textContent === 'bad')!;
    expect([bad.localName, bad.getAttribute('aria-disabled'), bad.getAttribute('role')]).to.deep.equal(['span', 'true', 'menuitem']);
    const heard: unknown[] = [];
    el.addEventListener('ex-navigate', (e) => { heard.push((e as CustomEvent).detail); e.preventDefault(); });
    inner.click();
    expect(heard).to.deep.equal([{ href: '/spot', source: 'drawn' }]);
  });
});
