// The names of the session's cookies, apart from js-cookie: the pre-render's inline chooser
// (src/prerender/chooser.ts) reads the token cookie's name without the library.

/** The site id makes the token cookie unique per deployment sharing a domain. */
export const SITE_ID: string = (import.meta.env.VITE_SITE_ID as string | undefined) || 'chainportal';
export const TOKEN_COOKIE = `cp_${SITE_ID}_token`;
export const PHONE_COOKIE = `cp_${SITE_ID}_phone`;
