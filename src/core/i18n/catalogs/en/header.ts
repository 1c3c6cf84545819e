// English texts of the header surface(s).
export const header = {
} as const;

export type HeaderMessages = { readonly [K in keyof typeof header]: string };
