import { formatFileSize, type Locale } from '@cuadre/domain';
import { CircleAlert, CircleCheck, FileText, UploadCloud } from 'lucide-react';
import { useRef } from 'react';
import { ProgressBar } from 'react-aria-components';
import { deferred, useDeferred } from '../../utils/deferred.ts';
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

export interface FileDropZoneProps {
  onFiles: (files: File[]) => void;
  accept?: string[];
  multiple: boolean;
  accepts: (file: File) => boolean;
  labels: FileDropLabels;
  description?: string;
}

const dropZone = deferred(() => import('./FileDropZone.tsx'));

/**
 * Files dropped or chosen, with each one's upload status. The zone paints and takes files at once; react-aria's drop
 * zone (drag state, keyboard and paste drops) loads when the browser is idle and takes its place.
 */
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
  const zone = useDeferred(dropZone);
  const picker = useRef<HTMLInputElement>(null);
  const accepts = (file: File) =>
    !accept ||
    accept.some((type) =>
      type.startsWith('.') ? file.name.toLowerCase().endsWith(type.toLowerCase()) : file.type === type,
    );
  return (
    <div className={className}>
      {zone ? (
        <zone.FileDropZone
          onFiles={onFiles}
          accept={accept}
          multiple={multiple}
          accepts={accepts}
          labels={labels}
          description={description}
        />
      ) : (
        // Until then the same zone, taking a drop or a chosen file natively.
        <div
          className={styles.zone}
          onDragOver={(event) => {
            if (event.dataTransfer.types.includes('Files')) event.preventDefault();
          }}
          onDrop={(event) => {
            event.preventDefault();
            const chosen = Array.from(event.dataTransfer.files).filter(accepts);
            if (chosen.length > 0) onFiles(multiple ? chosen : chosen.slice(0, 1));
          }}
        >
          <UploadCloud size={24} aria-hidden="true" className={styles.zoneIcon} />
          <span className={styles.zoneTitle}>{labels.title}</span>
          <span>{labels.hint}</span>
          <button type="button" className={buttonClassName('outline', 'sm')} onClick={() => picker.current?.click()}>
            {labels.browse}
          </button>
          <input
            ref={picker}
            type="file"
            style={{ display: 'none' }}
            accept={accept?.join(',')}
            multiple={multiple}
            onChange={(event) => event.target.files && onFiles(Array.from(event.target.files))}
          />
          {description ? <span className={styles.fileMeta}>{description}</span> : null}
        </div>
      )}
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
