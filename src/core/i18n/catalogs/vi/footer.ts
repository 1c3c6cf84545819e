import type { FooterMessages } from '../en/footer';

export const footer: Partial<FooterMessages> = {
};
