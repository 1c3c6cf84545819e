// Styles as constructable stylesheets (adoptedStyleSheets), so a page with a strict
// Content-Security-Policy works: no <style> elements, no inline style attributes.

export class Styles {
  #sheet?: CSSStyleSheet;
  constructor(readonly cssText: string) {}
  /** the shared sheet, built on first use and then adopted by every element that needs it */
  get sheet(): CSSStyleSheet {
    if (!this.#sheet) {
      this.#sheet = new CSSStyleSheet();
      this.#sheet.replaceSync(this.cssText);
    }
    return this.#sheet;
  }
}

/** Tagged template for a stylesheet: css`:host { … }`. */
export const css = (strings: TemplateStringsArray, ...values: Array<string | number>): Styles =>
  new Styles(String.raw({ raw: strings }, ...values));
