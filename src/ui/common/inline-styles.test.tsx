// A server-rendered root's inline styles (DESIGN.md §3a "CSP"), hydrated by React's development
// build, which reports every mismatch: the root claims its <style>s (same text, same nonce), keeps
// every server node, then adopts the shared sheets and drops the <style>s, the view styled throughout.
import { expect } from '@open-wc/testing';
import { SSR_ATTRIBUTE, SSR_STATE_ATTRIBUTE, stateMark } from '../../core/server-marks';
import { pageSet } from '../../core/stores';
import { waitUntil } from '../../testing/wait';
import { define, exElement } from './element-shell';
import { css } from './styles';
import { baseStyles } from './tokens';

const probeStyles = css`p { color: rgb(4, 5, 6); }`;
const Greeting = () => <p>hello</p>;
define('ex-inline-probe', exElement(Greeting, { styles: [probeStyles] }));

/** What the server writes for the element: its host with the marks, and its declarative root. */
function serverRendered(nonce?: string): HTMLElement {
  const styles = [baseStyles, probeStyles].map((s) => `<style${nonce ? ` nonce="${nonce}"` : ''}>${s.cssText}</style>`).join('');
  const box = document.createElement('div');
  box.setHTMLUnsafe(`<ex-inline-probe ${SSR_ATTRIBUTE}="s1-" ${SSR_STATE_ATTRIBUTE}="${stateMark(pageSet)}"><template shadowrootmode="open">${styles}<p>hello</p></template></ex-inline-probe>`);
  return box;
}

describe('inline styles of a server-rendered root', () => {
  for (const nonce of ['r4nd0m+N0nce/=', undefined]) {
    it(`hydrate as its own, then give way to the shared sheets (${nonce ? 'with' : 'without'} a nonce)`, async () => {
      const problems: unknown[][] = [];
      const { error, warn } = console;
      console.error = (...args: unknown[]) => { problems.push(args); };
      console.warn = (...args: unknown[]) => { problems.push(args); };
      try {
        const box = serverRendered(nonce);
        const host = box.firstElementChild as HTMLElement;
        const root = host.shadowRoot!;
        const styles = [...root.querySelectorAll('style')];
        const view = root.querySelector('p')!;
        expect(styles.map((s) => s.nonce)).to.deep.equal([nonce ?? '', nonce ?? '']);
        // each removal: whether it took only styles, and how many sheets the root had adopted by then
        const removals: Array<{ alone: boolean; adopted: number }> = [];
        new MutationObserver((records) => {
          for (const record of records) {
            const removed = [...record.removedNodes];
            if (removed.length) removals.push({ alone: removed.every((n) => styles.includes(n as HTMLStyleElement)), adopted: root.adoptedStyleSheets.length });
          }
        }).observe(root, { childList: true, subtree: true });
        document.body.append(box);
        // styled by its inline styles alone: its root renders at the end of this task
        expect([getComputedStyle(view).color, root.adoptedStyleSheets.length]).to.deep.equal(['rgb(4, 5, 6)', 0]);
        await waitUntil(() => !root.querySelector('style'), 'the inline styles stayed');
        expect(root.querySelector('p')).to.equal(view, 'the server node is kept');
        expect(Object.keys(view).some((key) => key.startsWith('__reactFiber$')), 'React claimed the view').to.equal(true);
        expect(removals.length).to.be.greaterThan(0);
        expect(removals.every(({ alone, adopted }) => alone && adopted === 2), JSON.stringify(removals)).to.equal(true);
        expect(root.adoptedStyleSheets).to.deep.equal([baseStyles.sheet, probeStyles.sheet]);
        expect(getComputedStyle(view).color).to.equal('rgb(4, 5, 6)');
        box.remove();
      } finally {
        console.error = error;
        console.warn = warn;
      }
      expect(problems.map((args) => args.map(String).join(' ')), 'no hydration mismatch or warning').to.deep.equal([]);
    });
  }
});
