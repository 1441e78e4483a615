// Fails when a key exists in one language and not in another, or a value is empty.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const LANGS = ['zh', 'en', 'es', 'ja'];
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../locales');
const flat = (obj, prefix = '') =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flat(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
  );

const keys = {};
const problems = [];
for (const lang of LANGS) {
  keys[lang] = new Map();
  const dir = path.join(root, lang);
  if (!existsSync(dir)) {
    problems.push(`locales/${lang} is missing`);
    continue;
  }
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    let data;
    try {
      data = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    } catch (e) {
      problems.push(`locales/${lang}/${file} does not parse: ${e.message}`);
      continue;
    }
    for (const [k, v] of flat(data)) {
      keys[lang].set(`${file.replace('.json', '')}:${k}`, v);
      if (typeof v !== 'string' || v.trim() === '')
        problems.push(`locales/${lang}/${file}: "${k}" is empty or not text`);
    }
  }
}
const all = new Set(LANGS.flatMap((l) => [...keys[l].keys()]));
for (const lang of LANGS) {
  const missing = [...all].filter((k) => !keys[lang].has(k));
  if (missing.length)
    problems.push(`${lang} is missing ${missing.length} key(s): ${missing.slice(0, 20).join(', ')}`);
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
const coverage = LANGS.map((l) => `${l} ${keys[l].size}`).join(', ');
console.log(`locales: ${all.size} keys in each of ${LANGS.length} languages (${coverage})`);
