import { useLayoutEffect, useRef, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { vars } from '../../themes/vars.css.ts';
import type { ChartCanvasProps } from './chartTypes.ts';

const palette = [vars.color.chart1, vars.color.chart2, vars.color.chart3, vars.color.chart4, vars.color.chart5, vars.color.chart6];
const axisTick = { fill: vars.color.foregroundMuted, fontSize: 12, fontFamily: vars.font.body };

/** The drawn chart; loaded on demand so that pages without charts do not download the chart library. */
export function ChartCanvas({ type, data, xKey, series, height, formatValue }: ChartCanvasProps) {
  const rows = data as Record<string, string | number>[];
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const common = {
    width,
    height,
    data: rows,
    margin: { top: 8, right: 8, bottom: 0, left: 8 },
    accessibilityLayer: false,
  };
  const grid = <CartesianGrid stroke={vars.color.border} vertical={false} />;
  const xAxis = <XAxis dataKey={xKey} tick={axisTick} tickLine={false} axisLine={{ stroke: vars.color.border }} />;
  const yAxis = <YAxis tick={axisTick} tickLine={false} axisLine={false} width={80} tickFormatter={(value: number) => formatValue(value)} />;
  const tooltip = <Tooltip formatter={(value) => formatValue(Number(value))} isAnimationActive={false} />;
  return (
    <div ref={box} style={{ width: '100%', height }}>
      {width === 0 ? null : type === 'line' ? (
        <LineChart {...common}>
          {grid}
          {xAxis}
          {yAxis}
          {tooltip}
          {series.map((item, index) => (
            <Line
              key={item.key}
              dataKey={item.key}
              name={item.label}
              stroke={palette[index % palette.length]}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      ) : (
        <BarChart {...common}>
          {grid}
          {xAxis}
          {yAxis}
          {tooltip}
          {series.map((item, index) => (
            <Bar
              key={item.key}
              dataKey={item.key}
              name={item.label}
              fill={palette[index % palette.length]}
              stackId={type === 'stacked-bar' ? 'stack' : undefined}
              radius={type === 'stacked-bar' ? 0 : [3, 3, 0, 0]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </div>
  );
}
