import type { CommonMessages } from '../en/common';

export const common: Partial<CommonMessages> = {
};
