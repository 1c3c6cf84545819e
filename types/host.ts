// `npm run typecheck`: a host's use of the published typings, resolved by the package's name
// through package.json "exports" as a host's compiler resolves them.
import { configure, exElements, setFiat, setLocale, setReftime, setRiseColour, setTheme, stores, VERSION, type ExStores, type PageConfig } from 'exchange-elements';
import * as external from 'exchange-elements/external';
import type { ExHeaderElement } from 'exchange-elements/types';
import type { ExHeaderElement as Header } from 'exchange-elements/ex-header';
import type { CustomElements } from 'exchange-elements/jsx';
import type { CustomElements as VueElements } from 'exchange-elements/vue';

const config: PageConfig = configure({ lang: 'de', csrf: { header: 'x-csrf' }, compliance: { menuList: [] } });
setTheme(stores.theme.get() === 'dark' ? 'light' : 'dark');
setRiseColour('risegreen');
setReftime('utc8');
setLocale(config.lang);
setFiat('');
const stop = stores.unread.subscribe((counts) => Object.values(counts).length);
stop();
const page: ExStores = exElements.stores;
page.session.listen((session) => session.user?.uid);
external.configure({ siteId: 2 });
export const version: string = window.exElements?.version ?? VERSION;
export const header: ExHeaderElement | null = document.querySelector('ex-header');
export const same: Header | null = header;
export type Props = [CustomElements['ex-header'], VueElements['ex-footer']];
// @ts-expect-error: a theme is light or dark
setTheme('blue');
// @ts-expect-error: the page API has no setRateSwitch (the header's own control)
exElements.setRateSwitch(true);
