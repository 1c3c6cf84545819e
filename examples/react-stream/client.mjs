// Hydrates the streamed page; every recoverable error React reports is counted on the page.
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app.mjs';

window.__recoverableErrors = [];
hydrateRoot(document, createElement(App), {
  onRecoverableError: (error) => { window.__recoverableErrors.push(String(error)); console.error(error); },
});
