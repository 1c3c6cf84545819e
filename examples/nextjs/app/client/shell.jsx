'use client';
// A client component: rendered on the server (each element's render read with use()), then
// hydrated; its state changes the elements' props, and their events reach its callbacks.
import { useState } from 'react';
import { ExFooter, ExHeader } from 'exchange-elements/react';

export function Shell({ renderOptions }) {
  const [lang, setLang] = useState('en');
  const [navigations, setNavigations] = useState([]);
  const onExNavigate = (event) => { event.preventDefault(); setNavigations((list) => [...list, event.detail.href]); };
  return (
    <>
      <ExHeader siteId={0} lang={lang} pagePath="/client" renderOptions={renderOptions} onExNavigate={onExNavigate} />
      <main>
        <h1>A client component</h1>
        <button id="german" type="button" onClick={() => setLang('de')}>Deutsch</button>
        <ol id="navigations">{navigations.map((href, i) => <li key={i}>{href}</li>)}</ol>
      </main>
      <ExFooter siteId={0} lang={lang} renderOptions={renderOptions} onExNavigate={onExNavigate} />
    </>
  );
}
