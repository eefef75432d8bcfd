import type { CSSProperties } from 'react';
import { cx } from '../../utils/cx.ts';
import { skeleton } from './Skeleton.css.ts';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: 'small' | 'full';
  className?: string;
}

/** A placeholder in the shape of content that is loading; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = 14, radius = 'small', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={cx(skeleton, className)}
      style={{ width, height, borderRadius: radius === 'full' ? 9999 : undefined }}
    />
  );
}
