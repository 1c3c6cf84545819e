// Issue 29: the header's own <ex-search-modal>, created by a press of its search button on a page
// without one, carries this attribute: it opens as it mounts, as the press asked.
export const OPEN_AT_MOUNT = 'data-ex-open-at-mount';
