import { forwardRef, useImperativeHandle, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Diagnostic } from '../../../../chains/compile';

const LINE_HEIGHT = 20;
const ROWS = 18;

const Frame = styled.div`
  display: flex;
  border: 1px solid var(--cp-border);
  border-radius: var(--cp-radius-md);
  background: var(--cp-bg);
  overflow: hidden;
  &:focus-within {
    border-color: var(--cp-primary-solid);
    box-shadow: 0 0 0 2px var(--cp-primary-light);
  }
  &[data-invalid='true'] {
    border-color: var(--cp-danger);
  }
  &[data-invalid='true']:focus-within {
    box-shadow: 0 0 0 2px var(--cp-danger-bg);
  }
`;

const Gutter = styled.div`
  flex: none;
  min-width: 3.5em;
  padding: var(--cp-space-sm) 0;
  overflow: hidden;
  background: var(--cp-bg-muted);
  border-right: 1px solid var(--cp-border-light);
  color: var(--cp-text-secondary);
  font: 13px / ${LINE_HEIGHT}px var(--cp-font-mono);
  text-align: right;
  user-select: none;
  & > div {
    height: ${LINE_HEIGHT}px;
    padding: 0 var(--cp-space-xs) 0 var(--cp-space-sm);
    white-space: nowrap;
  }
  & > [data-severity='error'] {
    background: var(--cp-danger-bg);
    color: var(--cp-danger);
    font-weight: 600;
  }
  & > [data-severity='warning'] {
    background: var(--cp-warning-bg);
    color: var(--cp-warning-text);
  }
`;

const Code = styled.textarea`
  flex: 1;
  min-width: 0;
  height: ${ROWS * LINE_HEIGHT + 16}px;
  margin: 0;
  padding: var(--cp-space-sm);
  border: 0;
  outline: none;
  resize: vertical;
  background: transparent;
  color: var(--cp-text);
  font: 13px / ${LINE_HEIGHT}px var(--cp-font-mono);
  white-space: pre;
  overflow: auto;
  tab-size: 4;
`;

export interface SourceEditorHandle {
  /** Puts the caret at the start of a line (1-based) and scrolls it into view. */
  goToLine: (line: number, column?: number) => void;
}

export interface SourceEditorProps {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  diagnostics: readonly Diagnostic[];
  invalid?: boolean;
  'aria-describedby'?: string;
}

/**
 * A plain code view for Solidity: a textarea (no wrapping) beside a gutter of line numbers, the lines
 * with a compiler error or warning marked in it. The list of diagnostics under it jumps to the line.
 */
export const SourceEditor = forwardRef<SourceEditorHandle, SourceEditorProps>(function SourceEditor(
  { id, value, onChange, diagnostics, invalid, 'aria-describedby': describedBy },
  ref,
) {
  const { t } = useTranslation('contracts');
  const area = useRef<HTMLTextAreaElement>(null);
  const gutter = useRef<HTMLDivElement>(null);
  const lines = value.split('\n').length;
  const marks = new Map<number, Diagnostic['severity']>();
  for (const d of diagnostics) {
    if (d.line === undefined) continue;
    if (marks.get(d.line) !== 'error') marks.set(d.line, d.severity);
  }

  useImperativeHandle(ref, () => ({
    goToLine: (line, column = 1) => {
      const el = area.current;
      if (!el) return;
      const starts = el.value.split('\n');
      let offset = 0;
      for (let i = 0; i < line - 1 && i < starts.length; i++) offset += (starts[i]?.length ?? 0) + 1;
      const lineLength = starts[line - 1]?.length ?? 0;
      const caret = offset + Math.min(Math.max(column - 1, 0), lineLength);
      el.focus();
      el.setSelectionRange(caret, offset + lineLength);
      el.scrollTop = Math.max(0, (line - 1) * LINE_HEIGHT - el.clientHeight / 3);
    },
  }));

  return (
    <Frame data-invalid={invalid ? 'true' : undefined}>
      <Gutter ref={gutter} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <div key={i} data-severity={marks.get(i + 1)}>
            {i + 1}
          </div>
        ))}
      </Gutter>
      <Code
        ref={area}
        id={id}
        value={value}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        translate="no"
        wrap="off"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder={t('build.placeholder')}
        onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange(e.target.value)}
        onScroll={(e) => {
          if (gutter.current) gutter.current.scrollTop = e.currentTarget.scrollTop;
        }}
      />
    </Frame>
  );
});
