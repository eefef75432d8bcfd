import { formatFileSize, type Locale } from '@cuadre/domain';
import { CircleAlert, CircleCheck, FileText, UploadCloud } from 'lucide-react';
import { Button as AriaButton, DropZone, FileTrigger, ProgressBar, Text } from 'react-aria-components';
import { buttonClassName } from '../Button/Button.tsx';
import * as styles from './FileDrop.css.ts';

export type FileUploadStatus = 'uploading' | 'done' | 'error';

export interface FileUpload {
  id: string;
  name: string;
  size: number;
  status: FileUploadStatus;
  /** 0 to 1 while uploading. */
  progress?: number;
  /** What went wrong with this file, e.g. a row-level error. */
  error?: string;
}

export interface FileDropLabels {
  title: string;
  hint: string;
  browse: string;
  progress: (name: string) => string;
}

const defaultLabels: FileDropLabels = {
  title: 'Drop files here',
  hint: 'or',
  browse: 'Browse files',
  progress: (name) => `Uploading ${name}`,
};

export interface FileDropProps {
  /** Files dropped or chosen; the caller uploads them and reports back through `files`. */
  onFiles: (files: File[]) => void;
  files?: readonly FileUpload[];
  /** MIME types or extensions, e.g. ['text/csv', '.csv']. */
  accept?: string[];
  multiple?: boolean;
  /** What may be uploaded, e.g. "CSV up to 10 MB". */
  description?: string;
  locale?: Locale;
  labels?: Partial<FileDropLabels>;
  className?: string;
}

export function FileDrop({
  onFiles,
  files = [],
  accept,
  multiple = false,
  description,
  locale = 'en',
  labels: overrides,
  className,
}: FileDropProps) {
  const labels = { ...defaultLabels, ...overrides };
  const accepts = (file: File) =>
    !accept ||
    accept.some((type) =>
      type.startsWith('.') ? file.name.toLowerCase().endsWith(type.toLowerCase()) : file.type === type,
    );
  return (
    <div className={className}>
      <DropZone
        className={styles.zone}
        getDropOperation={(types) =>
          accept && !accept.some((type) => !type.startsWith('.') && types.has(type)) && !types.has('Files')
            ? 'cancel'
            : 'copy'
        }
        // eslint-disable-next-line @typescript-eslint/no-misused-promises -- react-aria awaits nothing from onDrop; failures are reported per file.
        onDrop={async (event) => {
          const dropped = await Promise.all(
            event.items
              .filter((item) => item.kind === 'file')
              .map((item) => (item.kind === 'file' ? item.getFile() : Promise.reject())),
          );
          const chosen = dropped.filter(accepts);
          if (chosen.length > 0) onFiles(multiple ? chosen : chosen.slice(0, 1));
        }}
      >
        <UploadCloud size={24} aria-hidden="true" className={styles.zoneIcon} />
        <Text slot="label" className={styles.zoneTitle}>
          {labels.title}
        </Text>
        <span>{labels.hint}</span>
        <FileTrigger
          acceptedFileTypes={accept}
          allowsMultiple={multiple}
          onSelect={(list) => list && onFiles(Array.from(list))}
        >
          <AriaButton className={buttonClassName('outline', 'sm')}>{labels.browse}</AriaButton>
        </FileTrigger>
        {description ? <span className={styles.fileMeta}>{description}</span> : null}
      </DropZone>
      {files.length > 0 ? (
        <ul className={styles.list}>
          {files.map((file) => (
            <li key={file.id} className={styles.file} data-status={file.status}>
              <span className={styles.statusIcon} aria-hidden="true">
                {file.status === 'done' ? (
                  <CircleCheck size={18} />
                ) : file.status === 'error' ? (
                  <CircleAlert size={18} />
                ) : (
                  <FileText size={18} />
                )}
              </span>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileMeta}>{formatFileSize(file.size, locale)}</span>
              {file.status === 'uploading' ? (
                <ProgressBar
                  aria-label={labels.progress(file.name)}
                  value={(file.progress ?? 0) * 100}
                  className={styles.progress}
                >
                  {({ percentage }) => <div className={styles.progressFill} style={{ width: `${percentage ?? 0}%` }} />}
                </ProgressBar>
              ) : null}
              {file.status === 'error' && file.error ? (
                <span role="alert" className={styles.fileError}>
                  {file.error}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
