import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { badge } from './Badge.css.ts';

export const badgeTones = ['neutral', 'primary', 'positive', 'caution', 'critical', 'info'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  children: ReactNode;
  /** Role colours carry meaning only: positive, caution, critical, info; neutral and primary otherwise. */
  tone?: BadgeTone;
  className?: string;
}

export function Badge({ children, tone = 'neutral', className }: BadgeProps) {
  return (
    <span data-tone={tone} className={cx(badge({ tone }), className)}>
      {children}
    </span>
  );
}
