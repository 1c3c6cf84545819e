// The header's account side (settings, theme, personal centre, wallet, orders, bell,
// deposit, download, login/sign-up, logout): issue 5 fills this in; the header mounts it.
export interface HeaderActionsProps {
  /** 'bar' in the desktop header, 'drawer' in the mobile side drawer */
  variant: 'bar' | 'drawer';
}

export function HeaderActions(_props: HeaderActionsProps) {
  return null;
}
