import { Fragment, type ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { Text } from '../Text/Text.tsx';
import * as styles from './DescriptionList.css.ts';

export const descriptionListLayouts = ['columns', 'stacked'] as const;
export type DescriptionListLayout = (typeof descriptionListLayouts)[number];

export interface DescriptionListItem {
  /** The label, shown muted. */
  term: ReactNode;
  /** The value it labels; already formatted, e.g. with formatCents. */
  description: ReactNode;
  /** A total or a result: term and description in the semibold weight, the term not muted. */
  strong?: boolean;
}

export interface DescriptionListProps {
  /** Pairs in reading order; `false`, `null` and `undefined` entries are left out, for pairs shown only sometimes. */
  items: readonly (DescriptionListItem | false | null | undefined)[];
  /** `columns` (terms in one column, descriptions beside them) by default; `stacked` puts each term above its value. */
  layout?: DescriptionListLayout;
  /** `medium` (the 14 px body size) by default; `small` for drawers and side panels. */
  size?: 'small' | 'medium';
  /** Tabular figures in the descriptions, for amounts, dates and codes that line up. */
  numeric?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** Label and value pairs of one record, as a `<dl>`. */
export function DescriptionList({
  items,
  layout = 'columns',
  size = 'medium',
  numeric = false,
  className,
  'data-testid': testId,
}: DescriptionListProps) {
  return (
    <dl className={cx(styles.list, styles.layout[layout], className)} data-testid={testId}>
      {items.map((item, index) =>
        item ? (
          <Fragment key={index}>
            <Text
              as="dt"
              size={size}
              tone={item.strong ? 'neutral' : 'muted'}
              weight={item.strong ? 'semibold' : undefined}
              className={styles.stackedTerm}
            >
              {item.term}
            </Text>
            <Text as="dd" size={size} numeric={numeric} weight={item.strong ? 'semibold' : undefined}>
              {item.description}
            </Text>
          </Fragment>
        ) : null,
      )}
    </dl>
  );
}
