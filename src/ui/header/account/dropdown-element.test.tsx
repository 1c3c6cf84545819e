// ArrowDown on a dropdown whose panel is an element of its own (the bell's <ex-reminder-panel>,
// issue 42 (7)): the keypress asks for that element's definition (requireElement), and focus
// lands on its first control once the element is defined and has drawn it, later, in its shadow
// root, with nothing else rendering the header again.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createElement, useState } from 'react';
import { offerElement } from '../../common/on-demand-elements';
import { exElement, define } from '../../common/element-shell';
import { HeaderContext, type OpenMenu } from '../header-context';
import { headerParts } from '../parts';
import { waitUntil } from '../../../testing/wait';
import { Dropdown } from './Dropdown';

const TAG = 'ex-test-late-panel';

function TestDropdown() {
  const [open, setOpen] = useState<OpenMenu>(null);
  return createElement(HeaderContext.Provider, { value: { track() {}, openChat() {}, theme: 'light', parts: headerParts, open, setOpen } },
    createElement(Dropdown, { menuKey: 'late', label: 'Late', trigger: 'Late', href: '/late', part: 'late', element: TAG, children: createElement(TAG) }));
}
define('ex-test-late-dropdown', exElement(TestDropdown, {}));

/** The nested element: its control arrives a task after it is connected (as a view rendering late). */
class LatePanel extends HTMLElement {
  connectedCallback() {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    setTimeout(() => { root.innerHTML = '<p>Nothing yet</p><a href="#first" id="first">First</a>'; });
  }
}

describe('Dropdown: a panel that is an element defined on demand', () => {
  it('ArrowDown asks for its definition and focuses its first control once drawn', async () => {
    let asked = 0;
    let load!: () => void;
    offerElement(TAG, () => { asked += 1; return new Promise<void>((resolve) => { load = () => { customElements.define(TAG, LatePanel); resolve(); }; }); });
    const holder = document.createElement('div');
    holder.innerHTML = '<ex-test-late-dropdown></ex-test-late-dropdown>';
    document.body.append(holder);
    try {
      const el = holder.firstElementChild as HTMLElement;
      await waitUntil(() => el.shadowRoot?.querySelector('[part="late-trigger"]'), 'the dropdown did not render');
      (el.shadowRoot!.querySelector('[part="late-trigger"]') as HTMLElement).focus();
      expect(asked).to.equal(0);
      await sendKeys({ press: 'ArrowDown' });
      await waitUntil(() => asked === 1, 'ArrowDown did not ask for the element');
      load();
      await waitUntil(() => el.shadowRoot!.querySelector(TAG)?.shadowRoot?.getElementById('first'), 'the panel did not draw its control');
      const panel = el.shadowRoot!.querySelector(TAG)!;
      await waitUntil(() => el.shadowRoot!.activeElement === panel && panel.shadowRoot!.activeElement?.id === 'first',
        `focus is on ${el.shadowRoot!.activeElement?.outerHTML.slice(0, 60)}`);
    } finally {
      holder.remove();
    }
  });
});
