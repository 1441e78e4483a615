// Types for test-browser.mjs, for the TypeScript files that import it (packages/portal/playwright.base.ts).
export declare const testChromium: string;
export declare const quietChromiumArgs: string[];
