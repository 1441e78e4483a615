// Mock-backend answers for page stories (Storybook's msw addon): an empty list and a failing call.
import { http, HttpResponse } from 'msw';

type Method = 'get' | 'post';

/** `path` answers an empty page (`{ list: [], total: 0 }`). */
export function emptyPage(path: string, method: Method = 'post') {
  return http[method](`*${path}`, () =>
    HttpResponse.json({ code: 0, msg: 'ok', data: { list: [], total: 0, pageNum: 1, pageSize: 10 } }),
  );
}

/** `path` answers `data` (a plain list or object). */
export function answer(path: string, data: unknown, method: Method = 'get') {
  return http[method](`*${path}`, () => HttpResponse.json({ code: 0, msg: 'ok', data }));
}

/** `path` answers a server error (code 500). */
export function failing(path: string, method: Method = 'post') {
  return http[method](`*${path}`, () => HttpResponse.json({ code: 500, msg: 'Service busy', data: null }));
}
