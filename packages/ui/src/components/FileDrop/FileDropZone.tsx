import { UploadCloud } from 'lucide-react';
import { Button as AriaButton, DropZone, FileTrigger, Text } from 'react-aria-components';
import { buttonClassName } from '../Button/Button.tsx';
import type { FileDropZoneProps } from './FileDrop.tsx';
import * as styles from './FileDrop.css.ts';

/** The drop zone (react-aria): drag state, keyboard and paste drops, the file picker. Loaded after the page paints. */
export function FileDropZone({ onFiles, accept, multiple, accepts, labels, description }: FileDropZoneProps) {
  return (
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
  );
}
