import type { HeaderMessages } from '../en/header';

export const header: Partial<HeaderMessages> = {
};
