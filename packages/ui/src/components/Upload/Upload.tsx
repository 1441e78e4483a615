import { useCallback, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FileText, Upload as UploadIcon, X } from 'lucide-react';
import { isLanguage, LANGUAGE_LOCALES } from '../../i18n';
import { Button } from '../Button';
import { useFieldControl } from '../FormField';
import { controlIconButton } from '../FormField/controlStyles';
import {
  describeAccept,
  describeByteLimit,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  validateUploadFiles,
  type UploadRejection,
} from './validateUploadFiles';

export interface UploadProps {
  /** The chosen files (controlled). */
  value: readonly File[];
  /** Called with the new list after files are added or removed. Refused files never reach it. */
  onChange: (files: File[]) => void;
  /** Called with the files refused by type, size or count, before anything is uploaded. */
  onReject?: (rejections: UploadRejection[]) => void;
  /** Accepted types (extensions and MIME types). @default UPLOAD_ACCEPT (png, jpg, gif, jpeg, pdf, doc) */
  accept?: string;
  /** Files must be smaller than this many bytes. @default UPLOAD_MAX_BYTES (10MB) */
  maxBytes?: number;
  /** How many files may be chosen; with 1 a new file replaces the old one. Unlimited when omitted. */
  maxCount?: number;
  /** @default false */
  disabled?: boolean;
  /** Marks the field as wrong; a FormField with an error sets it. @default false */
  invalid?: boolean;
  /** Name of the hidden file input, for native forms. */
  name?: string;
  id?: string;
  'aria-describedby'?: string;
  /** The hint under the drop zone. @default t('ui:upload.hint') with the types and the limit */
  hint?: string;
  /** Text of the choose button. @default t('ui:upload.choose') */
  chooseLabel?: string;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-sm);
  width: 100%;
`;

const DropZone = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--cp-space-sm) var(--cp-space-md);
  padding: var(--cp-space-lg);
  border: 1px dashed var(--cp-border);
  border-radius: var(--cp-radius-lg);
  background: var(--cp-bg-subtle);
  color: var(--cp-text-secondary);
  transition:
    border-color var(--cp-motion-base),
    background-color var(--cp-motion-base);

  &:hover,
  &[data-dragging] {
    border-color: var(--cp-primary-solid);
  }
  &[data-dragging] {
    background: var(--cp-primary-lighter);
  }
  &[data-invalid] {
    border-color: var(--cp-danger);
  }
  &[data-disabled] {
    border-color: var(--cp-border);
    background: var(--cp-bg-muted);
    cursor: not-allowed;
  }
`;

const Hint = styled.div`
  font-size: var(--cp-font-sm);
  color: var(--cp-text-secondary);
`;

// Always rendered (empty when there is nothing to say) so screen readers know the live region
// before a message appears in it.
const Errors = styled.div`
  & > ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li {
    font-size: var(--cp-font-sm);
    color: var(--cp-danger);
  }
`;

const FileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-xs);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FileItem = styled.li`
  display: flex;
  align-items: center;
  gap: var(--cp-space-sm);
  padding: var(--cp-space-xs) var(--cp-space-sm);
  border-radius: var(--cp-radius-md);
  color: var(--cp-text);

  &:hover {
    background: var(--cp-bg-subtle);
  }
  & > [data-part='name'] {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > [data-part='size'] {
    flex: none;
    font-size: var(--cp-font-sm);
    color: var(--cp-text-secondary);
  }
  & > svg {
    flex: none;
    color: var(--cp-text-secondary);
  }
`;

const RemoveButton = styled.button`
  ${controlIconButton}
`;

function formatBytes(bytes: number, locale: string): string {
  const useMb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: useMb ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(useMb ? bytes / (1024 * 1024) : Math.max(bytes / 1024, 0.1));
}

/**
 * Chooses attachment files by button or drag-and-drop. Each file is checked BEFORE anything is
 * uploaded: a wrong type, a size of 10MB or more, or one too many is refused with a translated
 * message naming the file. Controlled: `value` is the list, `onChange` receives the next one.
 */
export function Upload({
  value,
  onChange,
  onReject,
  accept = UPLOAD_ACCEPT,
  maxBytes = UPLOAD_MAX_BYTES,
  maxCount,
  disabled: disabledProp,
  invalid: invalidProp,
  name,
  id: idProp,
  'aria-describedby': describedByProp,
  hint,
  chooseLabel,
  className,
}: UploadProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = isLanguage(i18n.language) ? LANGUAGE_LOCALES[i18n.language] : 'en-US';
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const buttonTextId = `${baseId}-choose`;
  const field = useFieldControl({
    id: idProp,
    disabled: disabledProp,
    invalid: invalidProp,
    'aria-describedby': [hintId, describedByProp].filter(Boolean).join(' '),
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dragDepth = useRef(0);
  const [dragging, setDragging] = useState(false);
  const [rejections, setRejections] = useState<UploadRejection[]>([]);

  const types = describeAccept(accept);
  const limit = describeByteLimit(maxBytes);

  const addFiles = useCallback(
    (incoming: File[]) => {
      if (incoming.length === 0) return;
      const replacing = maxCount === 1;
      const { accepted, rejected } = validateUploadFiles(replacing ? incoming.slice(0, 1) : incoming, {
        accept,
        maxBytes,
        maxCount,
        existingCount: replacing ? 0 : value.length,
      });
      const extra = replacing ? incoming.slice(1).map((file) => ({ file, reason: 'count' as const })) : [];
      const allRejected = [...rejected, ...extra];
      setRejections(allRejected);
      if (allRejected.length > 0) onReject?.(allRejected);
      if (accepted.length > 0) onChange(replacing ? accepted : [...value, ...accepted]);
    },
    [accept, maxBytes, maxCount, onChange, onReject, value],
  );

  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    addFiles(Array.from(event.target.files ?? []));
    // Let the same file be chosen again after it was removed.
    event.target.value = '';
  };

  const handleDragEnter = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (field.disabled) return;
    dragDepth.current += 1;
    setDragging(true);
  };
  const handleDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = field.disabled ? 'none' : 'copy';
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    if (field.disabled) return;
    addFiles(Array.from(event.dataTransfer.files ?? []));
  };

  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    setRejections([]);
    // The removed row's button is gone: give focus a stable place.
    buttonRef.current?.focus();
  };

  const message = (rejection: UploadRejection) => {
    const fileName = rejection.file.name;
    if (rejection.reason === 'type') return t('upload.errorType', { name: fileName, types });
    if (rejection.reason === 'size') return t('upload.errorSize', { name: fileName, limit });
    return t('upload.errorCount', { name: fileName, max: maxCount ?? 0 });
  };

  return (
    <Root className={className}>
      <DropZone
        data-part="dropzone"
        data-dragging={dragging ? '' : undefined}
        data-disabled={field.disabled ? '' : undefined}
        data-invalid={field.invalid ? '' : undefined}
        onDragEnter={handleDragEnter}
        onDragLeave={handleDragLeave}
        onDragOver={handleDragOver}
        onDrop={handleDrop}
      >
        <Button
          ref={buttonRef}
          id={field.id}
          disabled={field.disabled}
          aria-labelledby={field.labelId ? `${buttonTextId} ${field.labelId}` : undefined}
          aria-describedby={field.describedBy}
          aria-invalid={field.invalid || undefined}
          onClick={() => inputRef.current?.click()}
        >
          <UploadIcon size={14} aria-hidden="true" />
          <span id={buttonTextId}>{chooseLabel ?? t('upload.choose')}</span>
        </Button>
        <span>{t('upload.drop')}</span>
        {/* Named as its button is ("Choose files" and the field's label), in the reader's language:
            a checker or reader that meets the input itself knows what it is for. */}
        <input
          ref={inputRef}
          type="file"
          aria-labelledby={[buttonTextId, field.labelId].filter(Boolean).join(' ')}
          hidden
          tabIndex={-1}
          name={name}
          accept={accept}
          multiple={maxCount !== 1}
          disabled={field.disabled}
          onChange={handleInput}
        />
      </DropZone>
      <Hint id={hintId}>{hint ?? t('upload.hint', { types, limit })}</Hint>
      <Errors role="alert">
        {rejections.length > 0 && (
          <ul>
            {rejections.map((rejection, index) => (
              <li key={`${rejection.file.name}-${index}`}>{message(rejection)}</li>
            ))}
          </ul>
        )}
      </Errors>
      {value.length > 0 && (
        <FileList aria-label={t('upload.fileList')}>
          {value.map((file, index) => (
            <FileItem key={`${file.name}-${file.size}-${file.lastModified}-${index}`}>
              <FileText size={14} aria-hidden="true" />
              <span data-part="name">{file.name}</span>
              <span data-part="size">{formatBytes(file.size, locale)}</span>
              <RemoveButton
                type="button"
                aria-label={t('upload.remove', { name: file.name })}
                disabled={field.disabled}
                onClick={() => remove(index)}
              >
                <X size={14} aria-hidden="true" />
              </RemoveButton>
            </FileItem>
          ))}
        </FileList>
      )}
    </Root>
  );
}
