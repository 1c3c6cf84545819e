import { expect } from '@open-wc/testing';
import { idle } from '../testing/settle';
import { waitUntil } from '../testing/wait';
import { whenIdleUntil } from './idle';

describe('idle-time work', () => {
  it('whenIdleUntil runs its step at idle moments until the step says it is done', async () => {
    let runs = 0;
    whenIdleUntil(() => ++runs === 3);
    await waitUntil(() => runs === 3);
    await idle();
    await idle();
    expect(runs).to.equal(3);
  });

  it('its cancel stops the steps still to come', async () => {
    let runs = 0;
    const cancel = whenIdleUntil(() => { runs += 1; if (runs === 1) queueMicrotask(cancel); return false; });
    await waitUntil(() => runs === 1);
    await idle();
    await idle();
    expect(runs).to.equal(1);
  });
});
