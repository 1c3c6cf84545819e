// What the header loads on demand (parts.ts), in one chunk: the rows of an open dropdown, its
// market and pay-with panels, the drawer's content, the chat room, and the account side's
// panels (settings with language and fiat, personal centre, wallet and orders links, download
// QR) and logout dialog.
export { DownloadQr } from '../header-account/DownloadQr';
export { LogoutDialog } from '../header-account/LogoutDialog';
export { MenuLinks } from '../header-account/MenuLinks';
export { PersonalPanel } from '../header-account/PersonalPanel';
export { SettingsPanel } from '../header-account/SettingsPanel';
export { ChatRoom } from './ChatRoom';
export { DrawerBody } from './DrawerBody';
export { MarketPanelSlot } from './MarketPanelSlot';
export { MenuGroup, MenuRow } from './MenuRow';
export { PayWithPanel } from './PayWithPanel';
