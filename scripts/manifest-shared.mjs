// What every element shares, described once for custom-elements.json (scripts/manifest.mjs):
// the common attributes of the element shell (COMMON_ATTRIBUTES) and the design tokens of
// src/ui/common/tokens.ts. The manifest build fails on an attribute or token missing here.

/** The shell's common attributes (DESIGN.md §2 "Elements"); `type` narrows the shell's primitive. */
export const COMMON_ATTRIBUTE_DOCS = {
  siteId: { description: "the edition (spec §1 sub-site id) this element shows; overrides the page's `siteId` for this element only" },
  lang: { description: "the language code (`en`, `de`, `tr`, `ar`, …); overrides the page's `lang` for this element only" },
  apiBase: { description: "where the API calls of spec §7 go (`apiBase + path`); overrides the page's `apiBase` for this element only" },
  theme: { description: "the colour theme of this element; without it the page's theme store decides", type: "'light' | 'dark'" },
};

/** The design tokens (`--ex-*`): set one on an element (`ex-footer { --ex-color-brand: … }`). */
export const TOKEN_DOCS = {
  '--ex-font-family': 'the font stack of all text',
  '--ex-font-size': 'the body text size',
  '--ex-font-size-sm': 'the small text size (tags, notes, secondary lines)',
  '--ex-font-size-lg': 'the large text size (titles)',
  '--ex-line-height': 'the line height of all text',
  '--ex-space-1': 'spacing step 1 (the smallest gap)',
  '--ex-space-2': 'spacing step 2',
  '--ex-space-3': 'spacing step 3',
  '--ex-space-4': 'spacing step 4 (the usual padding)',
  '--ex-space-6': 'spacing step 6',
  '--ex-space-8': 'spacing step 8 (the largest gap)',
  '--ex-radius': 'the corner radius of panels, dialogs and buttons',
  '--ex-radius-sm': 'the corner radius of small pieces (tags, badges, inputs)',
  '--ex-color-bg': 'the background (a dark value under the dark theme)',
  '--ex-color-bg-subtle': 'the background of hovered rows, inputs and sections',
  '--ex-color-bg-raised': 'the background of dropdowns, panels and dialogs',
  '--ex-color-text': 'the text colour',
  '--ex-color-text-muted': 'the colour of secondary text',
  '--ex-color-border': 'the colour of borders and separators',
  '--ex-color-brand': 'the brand colour: primary buttons, links, the selected tab',
  '--ex-color-brand-contrast': 'the text colour on the brand colour',
  '--ex-color-focus': 'the focus outline colour',
  '--ex-color-notice-bg': 'the background of notices and warnings',
  '--ex-color-notice-text': 'the text colour of notices and warnings',
  '--ex-color-green': 'the green of gains (and of the up colour by default)',
  '--ex-color-red': 'the red of losses (and of the down colour by default)',
  '--ex-color-up': 'the colour of rising prices; the host class `ex-risered` swaps it with the down colour (spec §4)',
  '--ex-color-down': 'the colour of falling prices; swapped with the up colour under `ex-risered`',
  '--ex-shadow': 'the shadow of dropdowns, panels and dialogs',
  '--ex-z-overlay': 'the z-index of dropdowns, drawers and dialogs above the page',
};
