import Cookies from 'js-cookie';
import { PHONE_COOKIE, TOKEN_COOKIE } from './cookieNames';

export { PHONE_COOKIE, TOKEN_COOKIE } from './cookieNames';
export const LANGUAGE_COOKIE = 'language';
export const SIDEBAR_COOKIE = 'sidebarStatus';

function attributes(): Cookies.CookieAttributes {
  return { sameSite: 'Lax', secure: window.location.protocol === 'https:', path: '/', expires: 30 };
}

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}
export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, attributes());
}
export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

export function getPhone(): string | undefined {
  return Cookies.get(PHONE_COOKIE) || undefined;
}
export function setPhone(phone: string): void {
  Cookies.set(PHONE_COOKIE, phone, attributes());
}
export function removePhone(): void {
  Cookies.remove(PHONE_COOKIE, { path: '/' });
}

export function getLanguageCookie(): string | undefined {
  return Cookies.get(LANGUAGE_COOKIE) || undefined;
}
export function setLanguageCookie(language: string): void {
  Cookies.set(LANGUAGE_COOKIE, language, { ...attributes(), expires: 365 });
}

/** Sidebar state: '1' open (the default), '0' closed. */
export function getSidebarOpened(): boolean {
  return Cookies.get(SIDEBAR_COOKIE) !== '0';
}
export function setSidebarOpened(opened: boolean): void {
  Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0', { ...attributes(), expires: 365 });
}

/** Interface size (control density): 'large', 'medium' (the default) or 'small'. */
export const SIZE_COOKIE = 'size';
export function getSizeCookie(): string | undefined {
  return Cookies.get(SIZE_COOKIE) || undefined;
}
export function setSizeCookie(size: string): void {
  Cookies.set(SIZE_COOKIE, size, { ...attributes(), expires: 365 });
}
