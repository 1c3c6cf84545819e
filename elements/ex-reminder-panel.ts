import { define, exElement } from '../src/ui/common/element-shell';
import { ReminderPanel } from '../src/ui/reminders/ReminderPanel';
import { reminderStyles } from '../src/ui/reminders/styles';

/**
 * The notification (reminder) panel: tabs with unread badges and the selected tab's
 * messages. Shown and loaded only for logged-in visitors; the header's bell opens the same
 * view. Reading a type updates the page's `unread` store, so the bell's dot follows.
 *
 * @tag ex-reminder-panel
 * @summary Notification (reminder) panel (spec §3, §4, §9).
 * @fires {CustomEvent<{ type: string }>} ex-reminder-read - a tab's type was marked read after switching to it; detail `{ type }`
 * @fires {CustomEvent<{ href: string; source: string }>} ex-navigate - before a message or "View all" link is followed (cancelable); detail `{ href, source }`
 * @fires {CustomEvent<{ event: 'reminder_message_click'; type: string; mid: string }>} ex-track - a message was clicked; detail `{ event: 'reminder_message_click', type, mid }`
 * @csspart panel - the panel box (400 px wide)
 * @csspart tabs - the tab row
 * @csspart badge - a tab's unread badge
 * @csspart list - the message list area (318 px high)
 * @csspart message - one message
 * @csspart empty - the empty state
 * @csspart view-all - the link to the notifications page
 */
export class ExReminderPanel extends exElement(ReminderPanel, {
  attributes: {
    /** no calls while present (e.g. while a surrounding dropdown is closed); loading starts when it is removed */
    fetchDisabled: 'boolean',
  },
  styles: [reminderStyles],
}) {}

define('ex-reminder-panel', ExReminderPanel);

declare global {
  interface HTMLElementTagNameMap { 'ex-reminder-panel': ExReminderPanel }
}
