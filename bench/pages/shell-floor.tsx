// The same bare view through our element shell (src/ui/common/element-shell.tsx): the floor
// plus the shared core every element carries (stores, config, host context, base styles).
import { define, exElement } from '../../src/ui/common/element-shell';

function Bare() {
  return <p>A bare React 19 element</p>;
}

define('ex-bare', exElement(Bare));
