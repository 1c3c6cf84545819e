import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../testing/wait';
import { define, exElement } from './element-shell';
import { ExLink } from './ExLink';

function Links() {
  return (
    <>
      <ExLink id="safe" role="menuitem" tabIndex={-1} aria-current="page" data-key="k" href="/spot" source="test">spot</ExLink>
      <ExLink id="unsafe" role="menuitem" href="javascript:alert(1)" source="test">bad</ExLink>
    </>
  );
}
define('ex-link-probe', exElement(Links));

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
});
