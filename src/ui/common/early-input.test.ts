import { expect } from '@open-wc/testing';
import { keepEarlyInput } from './early-input';

/** A shadow root with a button whose clicks a listener stops, as React does while it cannot hydrate. */
function blockedButton() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = '<button type="button">Menu</button><a href="#x"><span role="button">in a link</span></a>';
  let blocking = true;
  root.addEventListener('click', (event) => { if (blocking) event.stopPropagation(); }, true);
  const clicks: boolean[] = [];
  root.querySelector('button')!.addEventListener('click', (event) => clicks.push(event.isTrusted));
  return { host, root, button: root.querySelector('button')!, clicks, unblock: () => { blocking = false; } };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('early input', () => {
  it('makes the last stopped click again once the root has committed, once however often it was pressed', async () => {
    const { host, root, button, clicks, unblock } = blockedButton();
    const committed = keepEarlyInput(root);
    button.click();
    button.click();
    expect(clicks).to.deep.equal([], 'stopped');
    unblock();
    committed();
    await nextTask();
    expect(clicks).to.have.length(1);
    host.remove();
  });

  it('keeps no click the browser acts on itself (in a link) and none React let through', async () => {
    const { host, root, button, clicks, unblock } = blockedButton();
    const committed = keepEarlyInput(root);
    root.querySelector<HTMLElement>('[role=button]')!.click();
    unblock();
    button.click();
    committed();
    await nextTask();
    expect(clicks).to.have.length(1, 'only the click that went through');
    host.remove();
  });
});
