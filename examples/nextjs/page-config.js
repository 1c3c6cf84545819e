// The page config (DESIGN.md §2): written for the browser by <ExConfig> and given to each
// server render as renderOptions.config, so both start from the same state.
export const PAGE_CONFIG = { siteId: 0, common: { lang_list: ['en', 'de'] } };
