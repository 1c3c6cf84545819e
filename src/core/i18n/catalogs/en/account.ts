// English texts of the header's account side: settings, personal centre, wallet, orders, bell, logout.
export const account = {
} as const;

export type AccountMessages = { readonly [K in keyof typeof account]: string };
