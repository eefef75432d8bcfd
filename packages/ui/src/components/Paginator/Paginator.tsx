import { paginationItems } from '@cuadre/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from '../../utils/cx.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './Paginator.css.ts';

export interface PaginatorProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  pageLabel?: (page: number) => string;
  className?: string;
}

/** Page links on the domain's pagination model: all pages up to 7, else first, last, current ± 1 and ellipses. */
export function Paginator({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  pageLabel = (n) => `Page ${n}`,
  className,
}: PaginatorProps) {
  const items = paginationItems(page, pageCount);
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        <li>
          <Button variant="ghost" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeft size={16} aria-hidden="true" />
            {previousLabel}
          </Button>
        </li>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${item.key}`} className={styles.ellipsis} data-ellipsis={item.key} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Button
                variant={item.current ? 'outline' : 'ghost'}
                aria-label={pageLabel(item.page)}
                aria-current={item.current ? 'page' : undefined}
                className={cx(styles.page)}
                onClick={() => onPageChange(item.page)}
              >
                {item.page}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button variant="ghost" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
            {nextLabel}
            <ChevronRight size={16} aria-hidden="true" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
