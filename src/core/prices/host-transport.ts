// A host's own source (`exElements.setPriceSource`) as the feed's transport: new keys are
// subscribed in one call; a call's unsubscribe runs once none of its keys is wanted any more.
import { guarded, type PriceEnv } from './env';
import { readHostTick } from './tick';
import type { PriceSource, Transport, TransportEvents } from './types';

interface Batch {
  keys: readonly string[];
  unsubscribe: () => void;
}

export function hostTransport(source: PriceSource, env: PriceEnv, events: TransportEvents): Transport {
  let batches: Batch[] = [];
  let wanted: ReadonlySet<string> = new Set();
  const onTick = (raw: unknown) => {
    const tick = readHostTick(raw);
    if (tick && wanted.has(tick.pair)) events.tick(tick);
  };

  return {
    setWanted(keys) {
      wanted = new Set(keys);
      const kept = batches.filter((batch) => batch.keys.some((key) => wanted.has(key)));
      for (const batch of batches) if (!kept.includes(batch)) guarded(env, batch.unsubscribe);
      batches = kept;
      const covered = new Set(batches.flatMap((batch) => batch.keys));
      const added = [...wanted].filter((key) => !covered.has(key));
      if (added.length > 0) {
        guarded(env, () => {
          const unsubscribe = source.subscribe(added, onTick);
          batches.push({ keys: added, unsubscribe: typeof unsubscribe === 'function' ? unsubscribe : () => {} });
        });
      }
      events.status(batches.length > 0 ? 'live' : 'idle');
    },
    dispose() {
      for (const batch of batches) guarded(env, batch.unsubscribe);
      batches = [];
      wanted = new Set();
      events.status('idle');
    },
  };
}
