// English texts of the reminders surface(s).
export const reminders = {
} as const;

export type RemindersMessages = { readonly [K in keyof typeof reminders]: string };
