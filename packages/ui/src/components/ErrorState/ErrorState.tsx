import { CircleAlert, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { Button } from '../Button/Button.tsx';
import * as emptyStyles from '../EmptyState/EmptyState.css.ts';
import * as styles from './ErrorState.css.ts';

export interface ErrorStateProps {
  /** What failed (“The payouts could not be loaded.”). */
  title: string;
  /** Why, or what to try when retrying does not help. */
  description?: ReactNode;
  /** Shows the retry button; leave it out when retrying cannot help. */
  onRetry?: () => void;
  /** The retry button's text; “Retry” unless given (pass the translated word). */
  retryLabel?: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** In place of content that failed to load: what failed and a retry, announced as an alert. EmptyState's layout. */
export function ErrorState({
  title,
  description,
  onRetry,
  retryLabel = 'Retry',
  headingLevel = 3,
  className,
}: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div role="alert" className={cx(emptyStyles.root, className)}>
      <span className={styles.icon} aria-hidden="true">
        <CircleAlert size={20} />
      </span>
      <Heading className={emptyStyles.title}>{title}</Heading>
      {description ? <div className={emptyStyles.description}>{description}</div> : null}
      {onRetry ? (
        <div className={emptyStyles.action}>
          <Button variant="outline" onClick={onRetry}>
            <RotateCw size={14} aria-hidden="true" />
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
