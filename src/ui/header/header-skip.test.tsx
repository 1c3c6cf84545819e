// The header's skip link (issue 42, WCAG 2.4.1 Bypass Blocks): the header's first Tab stop,
// shown while it has focus, takes focus to the page's `main` landmark.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { waitUntil } from '../../testing/wait';
import { clearHeaderCaches, desktop, mount, page, phone, shadow } from '../../testing/header';

describe('<ex-header> skip link', () => {
  for (const [layout, size] of [['desktop', desktop], ['phone', phone]] as const) {
    it(`is the first Tab stop, shown on focus; Enter moves focus to the page's main (${layout})`, async () => {
      await size();
      clearHeaderCaches();
      page();
      // a page's control before the header, and its main content after it
      const before = Object.assign(document.createElement('button'), { textContent: 'before' });
      const main = Object.assign(document.createElement('main'), { innerHTML: '<h1>Markets</h1><a href="#x">in main</a>' });
      try {
        const el = await mount();
        document.body.prepend(before);
        document.body.append(main);
        before.focus();
        await sendKeys({ press: 'Tab' });
        const skip = shadow(el).activeElement as HTMLElement | null;
        expect(skip?.textContent).to.equal('Skip to main content');
        const box = skip!.getBoundingClientRect();
        expect(box.width, 'shown while it has focus').to.be.above(40);
        expect(box.top).to.be.at.least(0);
        await sendKeys({ press: 'Enter' });
        await waitUntil(() => document.activeElement === main, `focus is on ${document.activeElement?.localName}`);
        await sendKeys({ press: 'Tab' });
        expect(document.activeElement!.textContent, 'the next Tab goes on from main').to.equal('in main');
      } finally {
        before.remove();
        main.remove();
        await desktop();
      }
    });
  }
});
