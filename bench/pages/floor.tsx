// The floor of the boot benchmark: a bare React 19 element wrapped as every element is (r2wc,
// an open shadow root), with none of our code. No element can boot faster than this.
import r2wc from '@r2wc/react-to-web-component';

function Bare() {
  return <p>A bare React 19 element</p>;
}

customElements.define('ex-bare', r2wc(Bare, { shadow: 'open' }));
