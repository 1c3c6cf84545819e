import type { MarketsMessages } from '../en/markets';

export const markets: Partial<MarketsMessages> = {
};
