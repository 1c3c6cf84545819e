// Views that load on demand, for the classic script (tools/rollup-lazy-views.mjs): every
// element is defined at once, and its view, stylesheets and rules arrive together (one
// import) when its first instance renders; the element shell suspends until then.
import { lazy, type ComponentType } from 'react';
import { Styles } from './styles';

type Module = Record<string, unknown>;

// `load` imports the element's group of modules; each stand-in calls it once (React.lazy calls
// its factory once, a stylesheet loads with its first `sheet`), and the module map shares it.
export const lazyView = (load: () => Promise<Module>, name: string) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType<object> }));

/** A stylesheet adopted at once (empty) and filled when the element's modules have loaded. */
class LazyStyles extends Styles {
  #sheet?: CSSStyleSheet;
  readonly #load: () => Promise<Module>;
  readonly #name: string;
  constructor(load: () => Promise<Module>, name: string) {
    super('');
    this.#load = load;
    this.#name = name;
  }
  override get sheet(): CSSStyleSheet {
    if (!this.#sheet) {
      const sheet = this.#sheet = new CSSStyleSheet();
      this.#load().then((m) => sheet.replaceSync((m[this.#name] as Styles).cssText), () => {});
    }
    return this.#sheet;
  }
}

export const lazyStyles = (load: () => Promise<Module>, name: string): Styles => new LazyStyles(load, name);
