export const chartTypes = ['line', 'bar', 'stacked-bar'] as const;
export type ChartType = (typeof chartTypes)[number];

export interface ChartSeries {
  key: string;
  label: string;
}

export type ChartDatum = Record<string, string | number>;

export interface ChartCanvasProps {
  type: ChartType;
  data: readonly ChartDatum[];
  xKey: string;
  series: readonly ChartSeries[];
  height: number;
  formatValue: (value: number) => string;
}
