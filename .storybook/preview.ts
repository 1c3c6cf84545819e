// The workshop's preview: the manifest's controls (of its types: demo/stories/manifest.ts) and
// docs, the mock API's service worker, the toolbar and each story's page set-up
// (demo/stories/workshop.ts).
import { setCustomElementsManifest, type Preview } from '@storybook/web-components-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import manifest from '../custom-elements.json';
import { handlers } from '../demo/mock/handlers.mjs';
import { priceSocket } from '../demo/mock/price-socket.mjs';
import { manifestControls } from '../demo/stories/manifest';
import { globalTypes, initialGlobals, markReady, setUpPage, unmark, viewports } from '../demo/stories/workshop';
import '../demo/assets/demo.css';

setCustomElementsManifest(manifest);

const preview: Preview = {
  loaders: [
    // relative: the static build works under any path of any file host
    mswLoader(async () => {
      const worker = setupWorker(...handlers, priceSocket);
      await worker.start({ serviceWorker: { url: './mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
      // a first visit: start() resolves once the worker is active, which can be before it has
      // claimed this page; a story's calls until then would go to the file host (issue 41)
      if (!navigator.serviceWorker.controller) {
        await new Promise((claimed) => { navigator.serviceWorker.addEventListener('controllerchange', claimed, { once: true }); });
      }
      return worker;
    }),
    setUpPage,
  ],
  decorators: [unmark],
  afterEach: markReady,
  argTypesEnhancers: [manifestControls],
  globalTypes,
  initialGlobals: { ...initialGlobals, viewport: { value: 'desktop', isRotated: false } },
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    controls: { expanded: true },
    // each story of a docs page in a frame of its own: its own page set-up and state
    docs: { story: { inline: false, height: '560px' } },
    a11y: { test: 'error' },
  },
};
export default preview;
