/** What a formatter returns for a missing or invalid value, so a table cell never shows "NaN". */
export const FORMAT_PLACEHOLDER = '-';
