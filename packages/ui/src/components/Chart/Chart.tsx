import { lazy, Suspense } from 'react';
import { vars } from '../../themes/vars.css.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './Chart.css.ts';
import type { ChartDatum, ChartSeries, ChartType } from './chartTypes.ts';

export { chartTypes } from './chartTypes.ts';
export type { ChartDatum, ChartSeries, ChartType } from './chartTypes.ts';

/** Starts loading the chart library ahead of need, e.g. when the pointer nears a link to a page with charts. */
export const preloadChart = () => import('./ChartCanvas.tsx');

const ChartCanvas = lazy(() => preloadChart().then((module) => ({ default: module.ChartCanvas })));

const swatches = [
  vars.color.chart1,
  vars.color.chart2,
  vars.color.chart3,
  vars.color.chart4,
  vars.color.chart5,
  vars.color.chart6,
];

export interface ChartProps {
  /** Names the chart and its data table. */
  title: string;
  /** Keeps the title for assistive technology only, when a heading beside the chart already says it. */
  hideTitle?: boolean;
  type: ChartType;
  data: readonly ChartDatum[];
  xKey: string;
  /** Heading of the x column in the data table. */
  xLabel: string;
  series: readonly ChartSeries[];
  formatValue?: (value: number) => string;
  height?: number;
  /** Shows the data table under the chart; otherwise it is there for assistive technology only. */
  showTable?: boolean;
  className?: string;
}

/** A line, bar or stacked-bar chart, always with the same data as a table. */
export function Chart({
  title,
  hideTitle = false,
  type,
  data,
  xKey,
  xLabel,
  series,
  formatValue = String,
  height = 240,
  showTable = false,
  className,
}: ChartProps) {
  return (
    <figure className={[styles.figure, className].filter(Boolean).join(' ')}>
      <figcaption className={hideTitle ? styles.hiddenCaption : styles.caption}>{title}</figcaption>
      <div className={styles.canvas} style={{ height }} aria-hidden="true" data-chart-canvas="">
        <Suspense fallback={<Skeleton height={height} />}>
          <ChartCanvas type={type} data={data} xKey={xKey} series={series} height={height} formatValue={formatValue} />
        </Suspense>
      </div>
      {series.length > 1 ? (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((item, index) => (
            <li key={item.key}>
              <span className={styles.swatch} style={{ background: swatches[index % swatches.length] }} />
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
      <table className={styles.table} data-hidden={showTable ? undefined : ''}>
        <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {title}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              {xLabel}
            </th>
            {series.map((item) => (
              <th key={item.key} scope="col" className={styles.th} style={{ textAlign: 'right' }}>
                {item.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={String(datum[xKey])}>
              <th scope="row" className={styles.th} style={{ fontWeight: 400 }}>
                {datum[xKey]}
              </th>
              {series.map((item) => {
                const value = datum[item.key];
                return (
                  <td key={item.key} className={styles.td}>
                    {typeof value === 'number' ? formatValue(value) : value}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
