import { Badge, Button, Field, HStack, IconButton, Input } from '@chakra-ui/react';
import { UDT_FILE_INPUTS, UDT_WIZARD_BUTTONS, type UdtFileInput, TEST_LIBRARY_TEXTS } from '@oak/shared';
import { useRef } from 'react';
import { saveFile } from '../../../lib/save-file';
import { DownloadIcon } from './DownloadIcon';

function FileBadge({
  name,
  downloadLabel,
  onDownload,
  invalid = false,
}: {
  name: string;
  downloadLabel: string;
  onDownload: () => void;
  invalid?: boolean;
}) {
  return (
    <HStack gap="1">
      <Badge colorPalette={invalid ? 'red' : 'green'} size="lg" variant="solid" maxW="xs" truncate>
        {name}
      </Badge>
      <IconButton size="xs" variant="ghost" aria-label={downloadLabel} onClick={onDownload}>
        <DownloadIcon />
      </IconButton>
    </HStack>
  );
}

/**
 * A file input of the wizard (doc 2 §2): a Browse button opens the browser's
 * picker, one file of the input's types; the chosen file shows as a green
 * badge with its name and a download button, red when its check found errors.
 * While editing, before a new file is chosen, the test's saved file shows the
 * same way.
 */
export function UdtFileField({
  label,
  input,
  file,
  savedFile,
  invalid = false,
  onChoose,
}: {
  readonly label: string;
  readonly input: UdtFileInput;
  readonly file?: File;
  /** The chosen file's check found errors. */
  readonly invalid?: boolean;
  /** The file the edited test has, and how to download it. */
  readonly savedFile?: { readonly onDownload: () => void };
  readonly onChoose: (file: File) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { accept, multiple } = UDT_FILE_INPUTS[input];
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        ref={inputRef}
        type="file"
        display="none"
        accept={accept.join(',')}
        multiple={multiple}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0];
          // Cleared, so that choosing the same file again is a change too.
          event.currentTarget.value = '';
          if (chosen) onChoose(chosen);
        }}
      />
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => inputRef.current?.click()}>
          {UDT_WIZARD_BUTTONS.browse}
        </Button>
        {file ? (
          <FileBadge
            name={file.name}
            invalid={invalid}
            downloadLabel={TEST_LIBRARY_TEXTS.download(file.name)}
            onDownload={() => saveFile(file, file.name)}
          />
        ) : (
          savedFile && (
            <FileBadge
              name={TEST_LIBRARY_TEXTS.savedFile}
              downloadLabel={TEST_LIBRARY_TEXTS.download(label)}
              onDownload={savedFile.onDownload}
            />
          )
        )}
      </HStack>
    </Field.Root>
  );
}
