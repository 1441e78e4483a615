import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

// Rendering a calendar or loading a language is slow on a shared CI machine.
vi.setConfig({ testTimeout: 30_000 });
import { FormField } from '../FormField';
import { Upload } from './Upload';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, validateUploadFiles } from './validateUploadFiles';

function fakeFile(name: string, size: number, type = ''): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('validateUploadFiles (docs/product.md: png, jpg, gif, jpeg, pdf, doc; under 10MB)', () => {
  it('pins the spec limits', () => {
    expect(UPLOAD_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(UPLOAD_ACCEPT.split(',')).toEqual(['.png', '.jpg', '.gif', '.jpeg', '.pdf', '.doc']);
  });

  it('accepts each listed type, whatever the letter case', () => {
    const files = ['a.png', 'b.JPG', 'c.gif', 'd.jpeg', 'e.pdf', 'f.Doc'].map((n) => fakeFile(n, 10));
    expect(validateUploadFiles(files)).toEqual({ accepted: files, rejected: [] });
  });

  it('refuses other types, even when the name only contains an accepted extension', () => {
    const files = [
      fakeFile('a.exe', 10),
      fakeFile('a.png.exe', 10),
      fakeFile('report.docx', 10),
      fakeFile('png', 10),
    ];
    const { accepted, rejected } = validateUploadFiles(files);
    expect(accepted).toEqual([]);
    expect(rejected.map((r) => [r.file.name, r.reason])).toEqual([
      ['a.exe', 'type'],
      ['a.png.exe', 'type'],
      ['report.docx', 'type'],
      ['png', 'type'],
    ]);
  });

  it('accepts a file one byte under 10MB and refuses one of exactly 10MB or more', () => {
    const under = fakeFile('under.pdf', UPLOAD_MAX_BYTES - 1);
    const exact = fakeFile('exact.pdf', UPLOAD_MAX_BYTES);
    const over = fakeFile('over.pdf', UPLOAD_MAX_BYTES + 1);
    const { accepted, rejected } = validateUploadFiles([under, exact, over]);
    expect(accepted).toEqual([under]);
    expect(rejected).toEqual([
      { file: exact, reason: 'size' },
      { file: over, reason: 'size' },
    ]);
  });

  it('refuses files beyond maxCount, counting those already chosen', () => {
    const files = [fakeFile('a.png', 1), fakeFile('b.png', 1), fakeFile('c.png', 1)];
    const { accepted, rejected } = validateUploadFiles(files, { maxCount: 3, existingCount: 2 });
    expect(accepted).toEqual([files[0]]);
    expect(rejected.map((r) => r.reason)).toEqual(['count', 'count']);
  });

  it('matches MIME patterns in a custom accept list', () => {
    const { accepted, rejected } = validateUploadFiles(
      [fakeFile('photo', 1, 'image/webp'), fakeFile('doc.txt', 1, 'text/plain')],
      { accept: 'image/*' },
    );
    expect(accepted.map((f) => f.name)).toEqual(['photo']);
    expect(rejected.map((r) => r.file.name)).toEqual(['doc.txt']);
  });
});

function Harness({ maxCount, onChange }: { maxCount?: number; onChange?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <Upload
      value={files}
      maxCount={maxCount}
      onChange={(next) => {
        setFiles(next);
        onChange?.(next);
      }}
    />
  );
}

describe('Upload', () => {
  it('shows the translated hint and refuses a wrong file before onChange, naming it', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(<Harness onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription(
      'png, jpg, gif, jpeg, pdf, doc, under 10MB',
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [fakeFile('virus.exe', 10)]);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“virus.exe” was not added: only png, jpg, gif, jpeg, pdf, doc files are accepted.',
    );
  });

  it('adds dropped files, lists them, and removes one', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const zone = container.querySelector('[data-part="dropzone"]') as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [fakeFile('a.pdf', 2048), fakeFile('b.png', 10)] } });
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(list).toHaveTextContent('a.pdf');
    expect(list).toHaveTextContent('2 kB');
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.getByRole('list', { name: 'Chosen files' })).not.toHaveTextContent('a.pdf');
    expect(screen.getByRole('button', { name: 'Remove b.png' })).toBeInTheDocument();
  });

  it('with maxCount 1 replaces the chosen file', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness maxCount={1} onChange={onChange} />);
    const zone = container.querySelector('[data-part="dropzone"]') as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [fakeFile('a.pdf', 1)] } });
    fireEvent.drop(zone, { dataTransfer: { files: [fakeFile('b.pdf', 1)] } });
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'b.pdf' })]);
  });

  it('ignores drops while disabled', () => {
    const onChange = vi.fn();
    const { container } = render(<Upload value={[]} onChange={onChange} disabled />);
    const zone = container.querySelector('[data-part="dropzone"]') as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [fakeFile('a.pdf', 1)] } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
  });
});

describe('the file input has an accessible name (a checker or reader that meets it knows its purpose)', () => {
  // The input is hidden (the button opens it), so its name is read from what labels it.
  const FILE = { selector: 'input[type="file"]' };

  it('alone: the button text, in the reader language', () => {
    render(<Upload value={[]} onChange={() => {}} />);
    expect(screen.getByLabelText('Choose files', FILE)).toHaveAttribute('type', 'file');
  });

  it('in a form field: the button text and the field label', () => {
    render(
      <FormField label="Attachment">
        <Upload value={[]} onChange={() => {}} />
      </FormField>,
    );
    const input = screen.getByLabelText('Attachment', FILE);
    expect(screen.getByLabelText('Choose files', FILE)).toBe(input);
    expect(screen.getByRole('button', { name: 'Choose files Attachment' })).toBeInTheDocument();
  });

  it('with a button text of its own', () => {
    render(<Upload value={[]} onChange={() => {}} maxCount={1} chooseLabel="Choose a photo" />);
    expect(screen.getByLabelText('Choose a photo', FILE)).toHaveAttribute('type', 'file');
  });
});
