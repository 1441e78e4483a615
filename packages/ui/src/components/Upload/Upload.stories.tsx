import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../FormField';
import { Upload, type UploadProps } from './Upload';
import { UPLOAD_MAX_BYTES } from './validateUploadFiles';
import { inMain } from '../../internal/withMain';

function fakeFile(name: string, size: number, type: string): File {
  const file = new File(['x'], name, { type, lastModified: 1_700_000_000_000 });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A file of exactly `size` bytes (a real one: a drop carries real files). */
function fileOfSize(name: string, size: number, type: string): File {
  return new File([new Uint8Array(size)], name, { type, lastModified: 1_700_000_000_000 });
}

/** Drops files on the zone the way a browser does: a real DragEvent carrying a real DataTransfer. */
function dropFiles(zone: Element, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  // (fireEvent.drop copies the DataTransfer's own properties, and a real one has none.)
  zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
}

function StatefulUpload({ value: initial = [], ...props }: Partial<UploadProps>) {
  const [files, setFiles] = useState<File[]>([...initial]);
  return (
    <Upload
      {...props}
      value={files}
      onChange={(next) => {
        setFiles(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Inputs/Upload',
  component: Upload,
  args: { value: [], onChange: fn(), onReject: fn() },
  render: (args) => <StatefulUpload {...args} />,
  decorators: [inMain({ width: 420 })],
} satisfies Meta<typeof Upload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Files chosen, a disabled upload, and an invalid one inside a FormField. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      <StatefulUpload
        {...args}
        value={[
          fakeFile('contract.pdf', 1_450_000, 'application/pdf'),
          fakeFile('screenshot.png', 84_000, 'image/png'),
        ]}
      />
      <StatefulUpload {...args} disabled value={[fakeFile('invoice.doc', 20_000, 'application/msword')]} />
      <FormField label="Attachment" required error="Add an attachment.">
        <StatefulUpload {...args} />
      </FormField>
    </div>
  ),
};

/** A wrong type and an oversized file are refused before upload, each with a message naming it. */
export const Refused: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvasElement.querySelector('[data-part="dropzone"]') as HTMLElement;
    dropFiles(zone, [
      fileOfSize('setup.exe', 1_000, 'application/x-msdownload'),
      fileOfSize('video.png', UPLOAD_MAX_BYTES, 'image/png'),
      fileOfSize('logo.png', 2_000, 'image/png'),
    ]);
    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).not.toBeEmptyDOMElement());
    await expect(alert).toHaveTextContent(
      '“setup.exe” was not added: only png, jpg, gif, jpeg, pdf, doc files are accepted.',
    );
    await expect(alert).toHaveTextContent('“video.png” was not added: files must be under 10MB.');
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'logo.png' })]);
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await expect(
      within(canvas.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  },
};

/** Keyboard: Tab to the choose button (named and described by the hint); Tab to a file's remove button, Enter removes it. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  render: (args) => (
    <FormField label="Attachment">
      <StatefulUpload {...args} />
    </FormField>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const choose = canvas.getByRole('button', { name: 'Choose files Attachment' });
    await userEvent.tab();
    await expect(choose).toHaveFocus();
    await expect(choose).toHaveAccessibleDescription('png, jpg, gif, jpeg, pdf, doc, under 10MB');
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [fakeFile('report.pdf', 3_000, 'application/pdf')]);
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'report.pdf' })]);
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: 'Remove report.pdf' });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(choose).toHaveFocus());
    await expect(canvas.queryByRole('list', { name: 'Chosen files' })).toBeNull();
  },
};

/** Chinese, purple preset, for screenshots: translated hint, list and refusal message. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  render: (args) => (
    <FormField label="附件">
      <StatefulUpload {...args} value={[fakeFile('合同扫描件.pdf', 2_300_000, 'application/pdf')]} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const zone = canvasElement.querySelector('[data-part="dropzone"]') as HTMLElement;
    dropFiles(zone, [fileOfSize('安装包.zip', 500, 'application/zip')]);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent('“安装包.zip”未添加'),
    );
  },
};
