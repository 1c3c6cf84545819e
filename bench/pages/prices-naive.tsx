// The naive baseline of bench/prices.mjs: the same 10,000-row spot list and the same endpoint,
// with one React state update per WebSocket message (each message renders the list again).
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

const ROW = 58;
const HEIGHT = 530;
const OVERSCAN = 9;

type Raw = [string, string, string, string];
interface Ticker { currency_pair: string; last: string; change_percentage: string }

function List({ rows }: { rows: Raw[] }) {
  const [top, setTop] = useState(0);
  const [prices, setPrices] = useState<Record<string, Ticker>>({});
  const socket = useRef<WebSocket | null>(null);
  const subscribed = useRef(new Set<string>());
  const first = Math.max(0, Math.floor(top / ROW) - OVERSCAN);
  const shown = rows.slice(first, Math.ceil((top + HEIGHT) / ROW) + OVERSCAN);

  useEffect(() => {
    const ws = new WebSocket(new URL('/ws/v4/', location.href).href.replace(/^http/, 'ws'));
    ws.onmessage = (event) => {
      const message = JSON.parse(event.data);
      const ticker = message.event === 'update' ? message.result : null;
      if (ticker?.currency_pair) setPrices((all) => ({ ...all, [ticker.currency_pair]: ticker }));
    };
    socket.current = ws;
    return () => ws.close();
  }, []);

  const pairs = shown.map((row) => row[0]);
  useEffect(() => {
    const ws = socket.current!;
    const send = () => {
      const gone = [...subscribed.current].filter((pair) => !pairs.includes(pair));
      const added = pairs.filter((pair) => !subscribed.current.has(pair));
      subscribed.current = new Set(pairs);
      const time = Math.floor(Date.now() / 1000);
      if (gone.length) ws.send(JSON.stringify({ time, channel: 'spot.tickers', event: 'unsubscribe', payload: gone }));
      if (added.length) ws.send(JSON.stringify({ time, channel: 'spot.tickers', event: 'subscribe', payload: added }));
    };
    if (ws.readyState === WebSocket.OPEN) send();
    else ws.addEventListener('open', send, { once: true });
  }, [pairs.join()]);

  return (
    <div className="list" style={{ height: HEIGHT, overflowY: 'auto', width: 400, font: '14px sans-serif' }} onScroll={(e) => setTop(e.currentTarget.scrollTop)}>
      <div style={{ position: 'relative', height: rows.length * ROW }}>
        {shown.map((row, i) => {
          const live = prices[row[0]];
          const change = live?.change_percentage ?? row[2];
          return (
            <div key={row[0]} style={{ position: 'absolute', top: (first + i) * ROW, height: ROW, width: '100%', display: 'flex', justifyContent: 'space-between' }}>
              <span>{row[0].replace('_', '/')}</span>
              <span style={{ color: Number(change) >= 0 ? 'green' : 'red' }}>{live?.last ?? row[3]} {change}%</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}

const rows = (await (await fetch('/n/10000/apiw/v2/market/spots')).json()).data as Raw[];
createRoot(document.getElementById('stage')!).render(<List rows={rows} />);
