// English texts of the markets surface(s).
export const markets = {
} as const;

export type MarketsMessages = { readonly [K in keyof typeof markets]: string };
