// What the header loads on demand (parts.ts), in one chunk: the rows of an open dropdown, its
// market and pay-with panels, the drawer's content, the chat room, and the account side's
// panels (settings with language and fiat, personal centre, wallet and orders links, download
// QR) and logout dialog.
export { DownloadQr } from './account/DownloadQr';
export { LogoutDialog } from './account/LogoutDialog';
export { MenuLinks } from './account/MenuLinks';
export { PersonalPanel } from './account/PersonalPanel';
export { SettingsPanel } from './account/SettingsPanel';
export { ChatRoom } from './drawer/ChatRoom';
export { DrawerBody } from './drawer/DrawerBody';
export { MarketPanelSlot } from './nav/MarketPanelSlot';
export { MenuGroup, MenuRow } from './nav/MenuRow';
export { PayWithPanel } from './nav/PayWithPanel';
