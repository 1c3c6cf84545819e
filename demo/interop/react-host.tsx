// A React 19 host page (Custom Elements Everywhere style): attributes, properties (rich data
// and booleans) and ex-* events on the elements, driven by React state. The elements come
// from the published ES modules (dist/esm), as a site using a CDN copy would load them.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ALPHA_MENU, describe, type LogEntry } from './shared';
// registers every element before the host renders, so properties reach the upgraded elements
import '/dist/esm/index.js';

function App() {
  const [lang, setLang] = useState('en');
  const [site, setSite] = useState(106);
  const [suppressed, setSuppressed] = useState(false);
  const [log, setLog] = useState<LogEntry[]>([]);
  const record = (e: Event) => setLog((prev) => [...prev, describe(e)]);
  const navigate = (e: Event) => { e.preventDefault(); record(e); }; // an SPA routes itself

  return (
    <main>
      <h1>React {`${lang} ${site}`}</h1>
      <p>
        <button id="lang" type="button" onClick={() => setLang(lang === 'en' ? 'de' : 'en')}>lang</button>
        <button id="site" type="button" onClick={() => setSite(site === 106 ? 0 : 106)}>site</button>
        <button id="suppress" type="button" onClick={() => setSuppressed(!suppressed)}>suppress</button>
      </p>
      <ex-reminder-panel lang={lang} onex-reminder-read={record} onex-navigate={navigate} />
      <ex-alpha-list chain="sol" menu={ALPHA_MENU} onex-track={record} onex-navigate={navigate} />
      <ex-cookie-notice site-id={site} page-path="/" onex-cookie-notice-close={record} />
      <ex-app-banner suppressed={suppressed} onex-app-banner-close={record} />
      <output id="log">{JSON.stringify(log)}</output>
    </main>
  );
}

createRoot(document.getElementById('app')!).render(<App />);
