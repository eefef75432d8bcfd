import { Group } from '@visx/group';
import { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import { Bar, BarRounded, LinePath } from '@visx/shape';
import { useEffect, useRef, useState } from 'react';
import type { PointerEvent } from 'react';
import { vars } from '../../themes/vars.css.ts';
import * as styles from './ChartCanvas.css.ts';
import type { ChartCanvasProps, ChartDatum } from './chartTypes.ts';

const palette = [
  vars.color.chart1,
  vars.color.chart2,
  vars.color.chart3,
  vars.color.chart4,
  vars.color.chart5,
  vars.color.chart6,
];
const tickLabel = { fill: vars.color.foregroundMuted, fontSize: 12, fontFamily: vars.font.body };
const margin = { top: 8, right: 8, left: 88 };
const lineHeight = 14;
const labelGap = 12;
const barRadius = 3;
const barGap = 4;

// A rough width of a label in the 12px body font (no measuring, so that drawing stays the same before and after fonts load).
const textWidth = (text: string) =>
  [...text].reduce(
    (sum, character) => sum + (/[\s.,:;]/.test(character) ? 3.5 : /[a-z]/.test(character) ? 6.5 : 7.5),
    0,
  );

/** A label cut in two lines at the space that balances them best (the later one on a tie), or whole when it has no space. */
const twoLines = (label: string): string[] => {
  let best: string[] = [label];
  for (let index = label.indexOf(' '); index > 0; index = label.indexOf(' ', index + 1)) {
    const lines = [label.slice(0, index), label.slice(index + 1)];
    if (best.length === 1 || Math.max(...lines.map(textWidth)) <= Math.max(...best.map(textWidth))) best = lines;
  }
  return best;
};

const numberAt = (datum: ChartDatum, key: string) => {
  const value = datum[key];
  return typeof value === 'number' ? value : Number(value) || 0;
};

/** The drawn chart; loaded on demand so that pages without charts do not download the chart library. */
export function ChartCanvas({ type, data, xKey, series, height, formatValue }: ChartCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [active, setActive] = useState<number | null>(null);
  // The width is read when the browser reports it after laying the page out (a resize observer reports every
  // element once when first observed), never asked for during React's commit: asking there made the browser lay
  // out the whole page inside the task that mounts it (a third of a 260 ms task on the insurance home).
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const labels = data.map((datum) => String(datum[xKey]));
  const step = type === 'line' ? plotWidth / Math.max(labels.length - 1, 1) : plotWidth / Math.max(labels.length, 1);
  const slot = step - labelGap;
  // Long labels (ranges, names) too wide for their place go on two lines; short ones (dates) and those that still do not fit are thinned out.
  const wrapped = labels.map(twoLines);
  const wrap =
    labels.some((label) => label.length > 10 && textWidth(label) > slot) &&
    wrapped.every((lines) => lines.every((line) => textWidth(line) <= slot));
  const labelLines = wrap ? wrapped : labels.map((label) => [label]);
  const plotHeight = Math.max(0, height - margin.top - 16 - lineHeight * (wrap ? 2 : 1));
  const stacked = type === 'stacked-bar';
  // About one grid line per 45px, so that short charts are not crowded with labels.
  const yTickCount = Math.max(2, Math.round(plotHeight / 45));
  const extents = data.flatMap((datum) => {
    const values = series.map((item) => numberAt(datum, item.key));
    if (!stacked) return values;
    return [
      values.filter((value) => value > 0).reduce((sum, value) => sum + value, 0),
      values.filter((value) => value < 0).reduce((sum, value) => sum + value, 0),
    ];
  });
  const low = Math.min(0, ...extents);
  const high = Math.max(0, ...extents);
  const y = scaleLinear<number>({
    domain: [low, high === low ? low + 1 : high],
    range: [plotHeight, 0],
    nice: yTickCount,
  });
  // Positions go by index, so that two data with the same label still get a place each.
  const positions = labels.map((_, index) => index);
  const band = scaleBand<number>({ domain: positions, range: [0, plotWidth], paddingInner: 0.2, paddingOuter: 0.1 });
  const point = scalePoint<number>({ domain: positions, range: [0, plotWidth] });
  const centre = (index: number) => (type === 'line' ? (point(index) ?? 0) : (band(index) ?? 0) + band.bandwidth() / 2);
  const labelEvery = Math.max(
    1,
    Math.ceil((Math.max(0, ...labelLines.flat().map(textWidth)) + labelGap) / Math.max(step, 1)),
  );
  const yTicks = y.ticks(yTickCount);
  // The first and last labels of a line chart sit on the edges; they move inwards rather than spill out of the card.
  const labelX = (index: number, lines: string[]) => {
    const half = Math.max(...lines.map(textWidth)) / 2;
    return Math.min(Math.max(centre(index), half - margin.left), plotWidth + margin.right - half);
  };

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
            {active !== null && type !== 'line' ? (
              <rect x={active * step} y={0} width={step} height={plotHeight} fill={vars.color.surfaceSunken} />
            ) : null}
            {active !== null && type === 'line' ? (
              <line x1={centre(active)} x2={centre(active)} y1={0} y2={plotHeight} stroke={vars.color.borderStrong} />
            ) : null}
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
                            <BarRounded
                              key={item.key}
                              x={x + index * (barWidth + barGap)}
                              y={top}
                              width={barWidth}
                              height={barHeight}
                              radius={barRadius}
                              top={value > 0}
                              bottom={value < 0}
                              fill={fill}
                            />
                          );
                        }
                        const start = value >= 0 ? above : below;
                        const end = start + value;
                        if (value >= 0) above = end;
                        else below = end;
                        return (
                          <Bar
                            key={item.key}
                            x={x}
                            y={y(Math.max(start, end))}
                            width={band.bandwidth()}
                            height={Math.abs(y(end) - y(start))}
                            fill={fill}
                          />
                        );
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
            {labelLines.map((lines, index) =>
              // Like a spreadsheet's axis, the last label always shows and crowded ones in between are skipped.
              (labels.length - 1 - index) % labelEvery === 0 ? (
                <text key={index} y={plotHeight + 8} textAnchor="middle" {...tickLabel}>
                  {lines.map((line, row) => (
                    <tspan key={row} x={labelX(index, lines)} dy={row === 0 ? '0.71em' : lineHeight}>
                      {line}
                    </tspan>
                  ))}
                </text>
              ) : null,
            )}
            <rect
              width={plotWidth}
              height={plotHeight}
              fill="transparent"
              data-chart-hover-area=""
              onPointerMove={pick}
              onPointerLeave={() => setActive(null)}
            />
          </Group>
        </svg>
      )}
      {activeDatum ? (
        <div
          className={styles.readout}
          style={
            readoutLeft > width / 2 ? { right: width - readoutLeft + readoutGap } : { left: readoutLeft + readoutGap }
          }
        >
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
