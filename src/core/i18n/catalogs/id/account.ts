import type { AccountMessages } from '../en/account';

export const account: Partial<AccountMessages> = {
};
