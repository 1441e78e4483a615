import type Fuse from 'fuse.js';
import type { pinyin as pinyinType } from 'pinyin-pro';
import { Search } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { whenIdle } from '../../internal/firstOpen';
import { flattenMenu, menuLinkKind, visibleMenu, type MenuItem } from '../menu';

export interface HeaderSearchProps {
  /** The menu tree to search (titles translated); hidden items are not offered. */
  items: MenuItem[];
  /** Called with the app path of the chosen page. External links open in a new tab instead. */
  onNavigate: (path: string) => void;
  /**
   * Also match the pinyin and pinyin initials of Chinese titles (the `supportPinyinSearch`
   * setting). The pinyin library is loaded only when this is on. @default false
   */
  pinyin?: boolean;
  /** "/" and Ctrl+K (⌘K) focus the search from anywhere on the page. @default true */
  shortcut?: boolean;
  /** Most results listed. @default 8 */
  maxResults?: number;
  /** Accessible name and placeholder. @default t('ui:layout.search.label') */
  label?: string;
}

interface SearchRecord {
  path: string;
  title: string;
  external: boolean;
  pinyin?: string;
  initials?: string;
}

type PinyinFn = typeof pinyinType;

const HAN = /[\u3400-\u9fff]/;

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: var(--cp-space-xs);
  height: 32px;
  padding: 0 var(--cp-space-sm);
  border: 1px solid var(--cp-border);
  border-radius: var(--cp-radius-md);
  background: var(--cp-bg);
  color: var(--cp-text-secondary);
  &:focus-within {
    border-color: var(--cp-primary-solid);
    box-shadow: 0 0 0 2px var(--cp-primary-light);
  }
  & svg {
    width: 16px;
    height: 16px;
    flex: none;
  }
`;

const Input = styled.input`
  width: 150px;
  border: 0;
  outline: none;
  background: transparent;
  color: var(--cp-text);
  font: inherit;
  font-size: var(--cp-font-sm);
  &::placeholder {
    color: var(--cp-text-secondary);
  }
`;

const Kbd = styled.kbd`
  padding: 0 5px;
  border: 1px solid var(--cp-border);
  border-radius: var(--cp-radius-sm);
  font-family: var(--cp-font-mono);
  font-size: var(--cp-font-xs);
  color: var(--cp-text-secondary);
  line-height: 16px;
`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  width: 300px;
  max-width: calc(100vw - 16px);
  padding: var(--cp-space-xs);
  border: 1px solid var(--cp-border-light);
  border-radius: var(--cp-radius-md);
  background: var(--cp-bg);
  box-shadow: var(--cp-shadow-md);
  z-index: var(--cp-z-dropdown);
`;

const Listbox = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.li`
  display: flex;
  flex-direction: column;
  padding: 6px var(--cp-space-sm);
  border-radius: var(--cp-radius-sm);
  color: var(--cp-text);
  cursor: pointer;
  &[aria-selected='true'] {
    background: var(--cp-bg-muted);
  }
  & small {
    color: var(--cp-text-secondary);
    font-size: var(--cp-font-xs);
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: 6px var(--cp-space-sm);
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-sm);
`;

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function toRecords(items: MenuItem[], pinyin: PinyinFn | null): SearchRecord[] {
  return flattenMenu(visibleMenu(items)).map(({ item, titles }) => {
    const title = titles.join(' / ');
    const record: SearchRecord = { path: item.path, title, external: menuLinkKind(item) === 'external' };
    if (pinyin && HAN.test(title)) {
      record.pinyin = titles
        .map((part) => pinyin(part, { toneType: 'none', type: 'array' }).join(''))
        .join(' ');
      record.initials = titles
        .map((part) => pinyin(part, { pattern: 'first', toneType: 'none', type: 'array' }).join(''))
        .join(' ');
    }
    return record;
  });
}

/**
 * Search over the menu: a combobox that fuzzy-matches page titles and paths (fuse.js, fetched on
 * first focus or when idle) and, when
 * `pinyin` is on, the pinyin of Chinese titles. "/" or Ctrl+K focuses it, ↑/↓ pick a result,
 * Enter opens it, Esc closes the list (a second Esc clears the text).
 */
export function HeaderSearch({
  items,
  onNavigate,
  pinyin = false,
  shortcut = true,
  maxResults = 8,
  label,
}: HeaderSearchProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const [pinyinFn, setPinyinFn] = useState<PinyinFn | null>(null);
  const [FuseClass, setFuseClass] = useState<typeof Fuse | null>(null);

  // fuse.js is fetched when the browser is idle after the header's first render, or on the box's
  // first focus if that comes first: it is in no page's first load.
  const fuseLoading = useRef(false);
  const loadFuse = useCallback(() => {
    if (fuseLoading.current) return;
    fuseLoading.current = true;
    void import('fuse.js').then((module) => setFuseClass(() => module.default));
  }, []);
  useEffect(() => whenIdle(loadFuse), [loadFuse]);

  // pinyin-pro is large: fetched only once the setting is switched on.
  useEffect(() => {
    if (!pinyin || pinyinFn) return;
    let live = true;
    void import('pinyin-pro').then((module) => {
      if (live) setPinyinFn(() => module.pinyin);
    });
    return () => {
      live = false;
    };
  }, [pinyin, pinyinFn]);

  const activePinyin = pinyin ? pinyinFn : null;
  const fuse = useMemo(() => {
    if (!FuseClass) return null;
    const keys = [
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ];
    if (activePinyin) keys.push({ name: 'pinyin', weight: 0.5 }, { name: 'initials', weight: 0.5 });
    return new FuseClass(toRecords(items, activePinyin), {
      keys,
      threshold: 0.4,
      ignoreLocation: true,
      minMatchCharLength: 1,
    });
  }, [FuseClass, items, activePinyin]);

  const results = useMemo(
    () => (fuse && query.trim() ? fuse.search(query.trim(), { limit: maxResults }).map((r) => r.item) : []),
    [fuse, query, maxResults],
  );

  useEffect(() => {
    if (!shortcut) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isEditable(event.target);
      const ctrlK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      if (!slash && !ctrlK) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shortcut]);

  const choose = (record: SearchRecord | undefined) => {
    if (!record) return;
    setQuery('');
    setOpen(false);
    inputRef.current?.blur();
    if (record.external) window.open(record.path, '_blank', 'noopener,noreferrer');
    else onNavigate(record.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActiveIndex(0);
          return;
        }
        if (!results.length) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((i) => (i + step + results.length) % results.length);
        return;
      }
      case 'Enter':
        if (open && results.length) {
          event.preventDefault();
          choose(results[Math.min(activeIndex, results.length - 1)]);
        }
        return;
      case 'Escape':
        event.preventDefault();
        if (open && query) setOpen(false);
        else if (query) setQuery('');
        else inputRef.current?.blur();
        return;
    }
  };

  const name = label ?? t('layout.search.label');
  const listId = `${id}-list`;
  const showPopup = open && fuse !== null && query.trim() !== '';
  const showList = showPopup && results.length > 0;
  const current = Math.min(activeIndex, results.length - 1);

  return (
    <Wrap role="search">
      <Field>
        <Search aria-hidden="true" />
        <Input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label={name}
          aria-expanded={showList}
          aria-controls={showList ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={showList ? `${id}-opt-${current}` : undefined}
          aria-keyshortcuts={shortcut ? '/ Control+K' : undefined}
          placeholder={name}
          value={query}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setQuery(e.target.value);
            setActiveIndex(0);
            setOpen(true);
          }}
          onFocus={() => {
            loadFuse();
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {shortcut && <Kbd aria-hidden="true">/</Kbd>}
      </Field>
      {showPopup && (
        <Popup>
          {showList ? (
            <Listbox id={listId} role="listbox" aria-label={t('layout.search.results')}>
              {results.map((record, index) => (
                <Option
                  key={record.path}
                  id={`${id}-opt-${index}`}
                  role="option"
                  aria-selected={index === current}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActiveIndex(index)}
                  onClick={() => choose(record)}
                >
                  <span>{record.title}</span>
                  <small>{record.path}</small>
                </Option>
              ))}
            </Listbox>
          ) : (
            <Empty role="status">{t('layout.search.noResults')}</Empty>
          )}
        </Popup>
      )}
    </Wrap>
  );
}
