// exchange-elements/react in React Server Components (the "react-server" condition, DESIGN.md
// §3d): each component is async — it awaits the element's render for this request and hands it
// to the same client component as the browser's, which writes it as the declarative shadow root.
import { createElement, type ComponentType } from 'react';
import * as clients from './index';
import { REACT_ELEMENTS, type ReactElementTag } from './elements';
import { splitProps } from './props';
import { renderOnServer, type ReactRenderOptions } from './ssr';
import type { HostProps } from './host';

export type { HostProps, ReactRenderOptions };
export { ExConfig } from './index';

function serverComponent(tag: ReactElementTag) {
  const Client = clients[REACT_ELEMENTS[tag].name] as ComponentType<Record<string, unknown> & HostProps>;
  async function Element({ renderOptions, ...props }: Record<string, unknown> & HostProps) {
    const serverRendered = await renderOnServer(tag, splitProps(props, REACT_ELEMENTS[tag].properties).attributes, renderOptions);
    return createElement(Client, { ...props, serverRendered });
  }
  Element.displayName = tag;
  return Element;
}

export const ExAlphaList = serverComponent('ex-alpha-list');
export const ExAnnouncementBar = serverComponent('ex-announcement-bar');
export const ExAppBanner = serverComponent('ex-app-banner');
export const ExCookieNotice = serverComponent('ex-cookie-notice');
export const ExFooter = serverComponent('ex-footer');
export const ExHeader = serverComponent('ex-header');
export const ExMarketDropdown = serverComponent('ex-market-dropdown');
export const ExMarketSearch = serverComponent('ex-market-search');
export const ExReminderPanel = serverComponent('ex-reminder-panel');
export const ExSearchModal = serverComponent('ex-search-modal');
