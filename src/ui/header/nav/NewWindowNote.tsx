// What a link that opens a new window says to assistive technology alone (WCAG G201), in the
// words the footer's links use: its icon is decorative. A component of its own, so only the
// few such links follow the texts.
import { useT } from '../../common/host-context';

export function NewWindowNote() {
  return <span className="ex-visually-hidden"> {useT()('common.newWindow')}</span>;
}
