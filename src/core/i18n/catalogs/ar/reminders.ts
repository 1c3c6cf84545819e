import type { RemindersMessages } from '../en/reminders';

export const reminders: Partial<RemindersMessages> = {
};
