// exchange-elements/react in the browser (DESIGN.md §3d): a component's props reach its element
// as attributes (removed, never "undefined"), rich properties and ex-* listeners, as they change.
import { expect } from '@open-wc/testing';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ExAlphaList } from './ex-alpha-list';
import { ExAppBanner } from './ex-app-banner';
import { ExConfig } from './page-config';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('exchange-elements/react components in the browser', () => {
  let container: HTMLElement;
  let root: Root;
  beforeEach(() => {
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
  });
  afterEach(() => { act(() => root.unmount()); container.remove(); });

  const render = (element: Parameters<Root['render']>[0]) => act(() => root.render(element));

  it('registers its element and sets attributes and rich properties, keeping them in step', () => {
    const menu = [{ code: 'sol', name: 'Solana' }];
    render(createElement(ExAlphaList, { lang: 'de', chain: 'sol', siteId: 0, menu } as never));
    const host = container.querySelector('ex-alpha-list') as HTMLElement & { menu?: unknown };
    expect(host).to.be.instanceOf(customElements.get('ex-alpha-list')!);
    expect([host.getAttribute('lang'), host.getAttribute('chain'), host.getAttribute('site-id')]).to.deep.equal(['de', 'sol', '0']);
    expect(host.menu).to.equal(menu);

    const next = [{ code: 'eth', name: 'Ethereum' }];
    render(createElement(ExAlphaList, { chain: 'eth', siteId: 0, menu: next } as never));
    expect(host.hasAttribute('lang'), 'a prop taken away removes its attribute').to.equal(false);
    expect(host.getAttribute('chain')).to.equal('eth');
    expect(host.menu).to.equal(next);
    expect(container.querySelector('ex-alpha-list'), 'the same element').to.equal(host);
  });

  it('a ref gets the element itself', () => {
    const ref = { current: null as HTMLElement | null };
    render(createElement(ExAppBanner, { ref } as never));
    expect(ref.current).to.equal(container.querySelector('ex-app-banner'));
  });

  it('a boolean prop is the attribute\'s presence', () => {
    render(createElement(ExAppBanner, { suppressed: true } as never));
    const host = container.querySelector('ex-app-banner')!;
    expect(host.getAttribute('suppressed')).to.equal('');
    render(createElement(ExAppBanner, { suppressed: false } as never));
    expect(host.hasAttribute('suppressed')).to.equal(false);
  });

  it('ex-* events reach the latest onEx… callback, and none once it is gone', () => {
    const calls: string[] = [];
    const fire = () => container.querySelector('ex-alpha-list')!.dispatchEvent(new CustomEvent('ex-track', { bubbles: true, composed: true, detail: {} }));
    render(createElement(ExAlphaList, { onExTrack: () => calls.push('first') } as never));
    fire();
    render(createElement(ExAlphaList, { onExTrack: (event: CustomEvent) => calls.push(`second ${event.type}`) } as never));
    fire();
    render(createElement(ExAlphaList, {} as never));
    fire();
    expect(calls).to.deep.equal(['first', 'second ex-track']);
  });

  it('<ExConfig> writes the page config block, its JSON whole even when a value closes the script', () => {
    const config = { siteId: 0, common: { nickname: '</script><script>alert(1)</script>' } };
    render(createElement(ExConfig, { config }));
    const block = container.querySelector('script#ex-config')!;
    expect(block.getAttribute('type')).to.equal('application/json');
    expect(block.innerHTML).not.to.include('</script');
    expect(JSON.parse(block.textContent!)).to.deep.equal(config);
  });
});
