// The market list's measures (§9), shared by the list, its virtualised rows and its styles.
export const LIST_HEIGHT = 530;
export const ROW_HEIGHT = 58;
export const OVERSCAN = 9;
export const VIEW_ALL_AFTER = 450;
export const SKELETON_ROWS = 10;
