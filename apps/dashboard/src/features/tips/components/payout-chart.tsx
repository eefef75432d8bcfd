import type { Locale } from '@cuadre/domain';
import { formatCents, formatDate } from '@cuadre/domain';
import { Inline, Text } from '@cuadre/ui';
import { vars } from '@cuadre/ui/css';
import { useT } from '../hooks/use-tips-t.ts';
import type { PayoutPoint } from '../utils/payout-series.ts';
import { niceScale } from '../utils/payout-series.ts';

const WIDTH = 960;
const HEIGHT = 260;
const LEFT = 72;
const BOTTOM = 28;
const TOP = 8;

const SERIES = [
  { key: 'paid', color: vars.color.chart1, label: 'tips.payout.paid' },
  { key: 'pending', color: vars.color.chart3, label: 'tips.payout.pending' },
  { key: 'failed', color: vars.color.critical, label: 'tips.payout.failed' },
] as const;

// Payouts over time as stacked daily bars; the table beside it holds the same numbers.
export function PayoutChart({ points, locale }: { points: readonly PayoutPoint[]; locale: Locale }) {
  const t = useT();
  const { top, ticks } = niceScale(Math.max(0, ...points.map((point) => point.total)));
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const slot = (WIDTH - LEFT) / Math.max(1, points.length);
  const barWidth = Math.max(2, slot * 0.7);
  const y = (cents: number) => TOP + plotHeight - (cents / top) * plotHeight;
  const labelEvery = Math.ceil(points.length / 10);
  const total = points.reduce((sum, point) => sum + point.total, 0);
  return (
    <figure>
      <svg
        style={{ display: 'block', width: '100%', height: 'auto' }}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('tips.payout.chartLabel', { days: points.length, total: formatCents(total, locale) })}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} stroke={vars.color.border} strokeWidth={1} />
            <text x={LEFT - 8} y={y(tick) + 4} textAnchor="end" fontSize={11} fill={vars.color.foregroundMuted}>
              {formatCents(tick, locale).replace(/\.00$/, '')}
            </text>
          </g>
        ))}
        {points.map((point, index) => {
          const x = LEFT + index * slot + (slot - barWidth) / 2;
          let base = point.paid + point.pending + point.failed;
          return (
            <g key={point.date}>
              {SERIES.map((series) => {
                const value = point[series.key];
                const bar = (
                  <rect
                    key={series.key}
                    x={x}
                    width={barWidth}
                    y={y(base)}
                    height={Math.max(0, y(base - value) - y(base))}
                    fill={series.color}
                  >
                    <title>
                      {formatDate(point.date, locale)} · {t(series.label)}: {formatCents(value, locale)}
                    </title>
                  </rect>
                );
                base -= value;
                return bar;
              })}
              {index % labelEvery === 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  fontSize={11}
                  fill={vars.color.foregroundMuted}
                >
                  {formatDate(point.date, locale).replace(/,? \d{4}$/, '')}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <Inline space="medium">
          {SERIES.map((series) => (
            <Inline key={series.key} as="span" space="xsmall">
              <span
                style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: series.color }}
                aria-hidden="true"
              />
              <Text size="small" tone="muted">
                {t(series.label)}
              </Text>
            </Inline>
          ))}
        </Inline>
      </figcaption>
    </figure>
  );
}
