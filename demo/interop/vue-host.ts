// A Vue 3 host page (Custom Elements Everywhere style): the same as react-host.tsx with a
// Vue template: `:prop` binds attributes or properties, `.prop` forces a property, `@ex-*`
// listens to the elements' events. The template is compiled in the browser (vue's full build).
import { createApp, ref } from 'vue';
import { ALPHA_MENU, describe, type LogEntry } from './shared';
// registers every element before the host renders, so properties reach the upgraded elements
import '/dist/esm/index.js';


const app = createApp({
  setup() {
    const lang = ref('en');
    const site = ref(106);
    const suppressed = ref(false);
    const log = ref<LogEntry[]>([]);
    const record = (e: Event) => { log.value = [...log.value, describe(e)]; };
    const navigate = (e: Event) => { e.preventDefault(); record(e); }; // an SPA routes itself
    return { lang, site, suppressed, log, record, navigate, menu: ALPHA_MENU };
  },
  template: `
    <main>
      <h1>Vue {{ lang }} {{ site }}</h1>
      <p>
        <button id="lang" type="button" @click="lang = lang === 'en' ? 'de' : 'en'">lang</button>
        <button id="site" type="button" @click="site = site === 106 ? 0 : 106">site</button>
        <button id="suppress" type="button" @click="suppressed = !suppressed">suppress</button>
      </p>
      <ex-reminder-panel :lang="lang" @ex-reminder-read="record" @ex-navigate="navigate"></ex-reminder-panel>
      <ex-alpha-list chain="sol" :menu.prop="menu" @ex-track="record" @ex-navigate="navigate"></ex-alpha-list>
      <ex-cookie-notice :site-id="site" page-path="/" @ex-cookie-notice-close="record"></ex-cookie-notice>
      <ex-app-banner :suppressed="suppressed" @ex-app-banner-close="record"></ex-app-banner>
      <output id="log">{{ JSON.stringify(log) }}</output>
    </main>`,
});
app.config.compilerOptions.isCustomElement = (tag: string) => tag.startsWith('ex-');
app.mount('#app');
