// English texts of the footer and the open-app banner.
export const footer = {
} as const;

export type FooterMessages = { readonly [K in keyof typeof footer]: string };
