/** configuration-areas §5 and §9: a phonebook import reads at most 500 KB and 10,000 records. */
export const IMPORT_MAX_BYTES = 500 * 1024;
export const IMPORT_MAX_RECORDS = 10_000;
/** How many of the rows to be added the preview shows. */
export const PREVIEW_ROWS = 20;
