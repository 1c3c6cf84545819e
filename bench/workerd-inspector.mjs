// The JS heap of a worker in workerd (Miniflare started with `inspectorPort`), read through the
// Chrome DevTools protocol of its isolate: workerd tells a worker no heap figure, and its
// process's resident memory says only what V8 has not handed back. workerd never answers
// HeapProfiler.collectGarbage (V8 runs that collection as a platform task workerd does not
// run), but HeapProfiler.takeHeapSnapshot collects all garbage before it walks the heap
// (workerd serves it itself: src/workerd/io/worker.c++, takeHeapSnapshot), so a snapshot then
// Runtime.getHeapUsage gives the heap after a full collection.
import { once } from 'node:events';
import WebSocket from 'ws';

/** The inspector of the one worker of `miniflare` (an isolate workerd names `core:user:`, a worker with no name). */
export async function workerInspector(miniflare) {
  const socket = new WebSocket(new URL('/core:user:', await miniflare.getInspectorURL()));
  await once(socket, 'open');
  const pending = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(data);
    const answer = pending.get(message.id);
    if (!answer) return;
    pending.delete(message.id);
    if (message.error) answer.reject(new Error(`workerd inspector: ${message.error.message}`));
    else answer.resolve(message.result);
  });
  let id = 0;
  const call = (method, params = {}) => new Promise((resolve, reject) => {
    id += 1;
    pending.set(id, { resolve, reject });
    socket.send(JSON.stringify({ id, method, params }));
  });
  return {
    /** the heap after a full collection, in MB (the snapshot's chunks, sent as events, are let go) */
    heapAfterGcMb: async () => {
      await call('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      return (await call('Runtime.getHeapUsage')).usedSize / 2 ** 20;
    },
    close: () => socket.close(),
  };
}
