/** The package's version: the page API's `version`, and the server render's marker (DESIGN.md §3a). */
export const VERSION = '0.1.0';
