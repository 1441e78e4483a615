/**
 * The address of one of the page's own files (scripts, styles, translations, images, fonts), which
 * the mock backend lets through untouched (browser.ts). No API path ends this way
 * (mocks/staticFiles.test.ts checks every endpoint).
 */
export const STATIC_FILE = /\.(?:m?js|css|json|map|svg|png|jpe?g|webp|gif|ico|woff2?|ttf|txt|html)(?:\?.*)?$/;
