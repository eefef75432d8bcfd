import { Group } from '@visx/group';
import { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import { Bar, BarRounded, LinePath } from '@visx/shape';
import { useLayoutEffect, useRef, useState } from 'react';
import type { PointerEvent } from 'react';
import { vars } from '../../themes/vars.css.ts';
import * as styles from './ChartCanvas.css.ts';
import type { ChartCanvasProps, ChartDatum } from './chartTypes.ts';

const palette = [vars.color.chart1, vars.color.chart2, vars.color.chart3, vars.color.chart4, vars.color.chart5, vars.color.chart6];
const tickLabel = { fill: vars.color.foregroundMuted, fontSize: 12, fontFamily: vars.font.body };
const margin = { top: 8, right: 8, bottom: 30, left: 88 };
const barRadius = 3;
const barGap = 4;
// A rough width of one character of the 12px body font, to thin out x labels that would collide.
const characterWidth = 7;

const numberAt = (datum: ChartDatum, key: string) => {
  const value = datum[key];
  return typeof value === 'number' ? value : Number(value) || 0;
};

/** The drawn chart; loaded on demand so that pages without charts do not download the chart library. */
export function ChartCanvas({ type, data, xKey, series, height, formatValue }: ChartCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [active, setActive] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const plotHeight = Math.max(0, height - margin.top - margin.bottom);
  const labels = data.map((datum) => String(datum[xKey]));
  const stacked = type === 'stacked-bar';
  // About one grid line per 50px, so that short charts are not crowded with labels.
  const yTickCount = Math.max(2, Math.floor(plotHeight / 50));
  const extents = data.flatMap((datum) => {
    const values = series.map((item) => numberAt(datum, item.key));
    if (!stacked) return values;
    return [values.filter((value) => value > 0).reduce((sum, value) => sum + value, 0), values.filter((value) => value < 0).reduce((sum, value) => sum + value, 0)];
  });
  const low = Math.min(0, ...extents);
  const high = Math.max(0, ...extents);
  const y = scaleLinear<number>({ domain: [low, high === low ? low + 1 : high], range: [plotHeight, 0], nice: yTickCount });
  // Positions go by index, so that two data with the same label still get a place each.
  const positions = labels.map((_, index) => index);
  const band = scaleBand<number>({ domain: positions, range: [0, plotWidth], paddingInner: 0.2, paddingOuter: 0.1 });
  const point = scalePoint<number>({ domain: positions, range: [0, plotWidth] });
  const step = type === 'line' ? point.step() : band.step();
  const centre = (index: number) => (type === 'line' ? (point(index) ?? 0) : (band(index) ?? 0) + band.bandwidth() / 2);
  const widestLabel = Math.max(0, ...labels.map((label) => label.length)) * characterWidth + 8;
  const labelEvery = Math.max(1, Math.ceil(widestLabel / Math.max(step, 1)));
  const yTicks = y.ticks(yTickCount);

  const pick = (event: PointerEvent<SVGRectElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    const index = type === 'line' ? Math.round(x / Math.max(step, 1)) : Math.floor(x / Math.max(step, 1));
    setActive(labels.length === 0 ? null : Math.min(labels.length - 1, Math.max(0, index)));
  };
  const activeDatum = active === null ? undefined : data[active];
  const readoutGap = (type === 'line' ? 0 : band.bandwidth() / 2) + 12;
  const readoutLeft = active === null ? 0 : margin.left + centre(active);

  return (
    <div ref={box} className={styles.box} style={{ height }}>
      {width === 0 ? null : (
        <svg width={width} height={height} className={styles.surface} data-chart-surface="">
          <Group left={margin.left} top={margin.top}>
            {yTicks.map((value) => (
              <line key={value} x1={0} x2={plotWidth} y1={y(value)} y2={y(value)} stroke={vars.color.border} />
            ))}
            {active !== null && type !== 'line' ? <rect x={active * step} y={0} width={step} height={plotHeight} fill={vars.color.surfaceSunken} /> : null}
            {active !== null && type === 'line' ? <line x1={centre(active)} x2={centre(active)} y1={0} y2={plotHeight} stroke={vars.color.borderStrong} /> : null}
            {type === 'line'
              ? series.map((item, index) => (
                  <LinePath
                    key={item.key}
                    data={positions}
                    x={(index) => point(index) ?? 0}
                    y={(index) => y(numberAt(data[index] ?? {}, item.key))}
                    stroke={palette[index % palette.length]}
                    strokeWidth={2}
                    strokeLinejoin="round"
                  />
                ))
              : data.map((datum, position) => {
                  const x = band(position) ?? 0;
                  let above = 0;
                  let below = 0;
                  return (
                    <Group key={position}>
                      {series.map((item, index) => {
                        const value = numberAt(datum, item.key);
                        const fill = palette[index % palette.length];
                        if (!stacked) {
                          const barWidth = (band.bandwidth() - barGap * (series.length - 1)) / series.length;
                          const top = y(Math.max(0, value));
                          const barHeight = Math.abs(y(value) - y(0));
                          return barHeight === 0 ? null : (
                            <BarRounded key={item.key} x={x + index * (barWidth + barGap)} y={top} width={barWidth} height={barHeight} radius={barRadius} top={value > 0} bottom={value < 0} fill={fill} />
                          );
                        }
                        const start = value >= 0 ? above : below;
                        const end = start + value;
                        if (value >= 0) above = end;
                        else below = end;
                        return <Bar key={item.key} x={x} y={y(Math.max(start, end))} width={band.bandwidth()} height={Math.abs(y(end) - y(start))} fill={fill} />;
                      })}
                    </Group>
                  );
                })}
            {yTicks.map((value) => (
              <text key={value} x={-8} y={y(value)} dy="0.32em" textAnchor="end" {...tickLabel}>
                {formatValue(value)}
              </text>
            ))}
            <line x1={0} x2={plotWidth} y1={plotHeight} y2={plotHeight} stroke={vars.color.border} />
            {labels.map((label, index) =>
              // Like a spreadsheet's axis, the last label always shows and crowded ones in between are skipped.
              (labels.length - 1 - index) % labelEvery === 0 ? (
                <text key={index} x={centre(index)} y={plotHeight + 8} dy="0.71em" textAnchor="middle" {...tickLabel}>
                  {label}
                </text>
              ) : null,
            )}
            <rect width={plotWidth} height={plotHeight} fill="transparent" data-chart-hover-area="" onPointerMove={pick} onPointerLeave={() => setActive(null)} />
          </Group>
        </svg>
      )}
      {activeDatum ? (
        <div className={styles.readout} style={readoutLeft > width / 2 ? { right: width - readoutLeft + readoutGap } : { left: readoutLeft + readoutGap }}>
          <div className={styles.readoutTitle}>{activeDatum[xKey]}</div>
          {series.map((item, index) => (
            <div key={item.key} className={styles.readoutRow}>
              <span className={styles.readoutSwatch} style={{ background: palette[index % palette.length] }} />
              <span>{item.label}</span>
              <span className={styles.readoutValue}>{formatValue(numberAt(activeDatum, item.key))}</span>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
