// What the header's inner views share: the tracked-click helper and the chat-room opener.
import { createContext, useContext } from 'react';
import type { NavItem } from '../../core/header/types';

export interface HeaderHandlers {
  /** reports a tracked click (ex-track) of a menu item, with the menu it sits in */
  track: (item: NavItem, menu: string) => void;
  /** opens the chat room in place (§2 "Community") */
  openChat: () => void;
}

export const HeaderHandlersContext = createContext<HeaderHandlers>({ track: () => {}, openChat: () => {} });

export const useHeaderHandlers = (): HeaderHandlers => useContext(HeaderHandlersContext);
