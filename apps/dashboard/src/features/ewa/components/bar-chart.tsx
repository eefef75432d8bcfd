import { vars } from '@cuadre/ui/css';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import * as styles from './ewa.css.ts';

export type ChartSeries<Datum> = { key: keyof Datum & string; label: string; color: string };

// Charts repeat what the totals beside them say; the figure is labelled for screen readers with its summary.
export function CentsBarChart<Datum extends Record<string, string | number>>({
  data,
  categoryKey,
  series,
  formatCategory,
  formatValue,
  summary,
  tall = false,
  stacked = false,
}: {
  data: readonly Datum[];
  categoryKey: keyof Datum & string;
  series: readonly ChartSeries<Datum>[];
  formatCategory: (value: string) => string;
  formatValue: (cents: number) => string;
  summary: string;
  tall?: boolean;
  stacked?: boolean;
}) {
  return (
    <figure className={tall ? styles.chartBoxTall : styles.chartBox} style={{ margin: 0 }} role="img" aria-label={summary}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: tall ? 220 : 180 }}>
        <BarChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={vars.color.border} />
          <XAxis dataKey={(datum: Datum) => datum[categoryKey]} tickFormatter={(value: string) => formatCategory(String(value))} tickLine={false} axisLine={false} fontSize={12} stroke={vars.color.foregroundMuted} />
          <YAxis tickFormatter={(value: number) => formatValue(value).replace(/\.00$/, '')} tickLine={false} axisLine={false} fontSize={12} width={72} stroke={vars.color.foregroundMuted} />
          <Tooltip
            formatter={(value) => formatValue(Number(value))}
            labelFormatter={(value) => formatCategory(String(value))}
            cursor={{ fill: vars.color.neutralSoft }}
            contentStyle={{ borderRadius: 6, border: `1px solid ${vars.color.border}`, fontSize: 13 }}
          />
          {series.map((item) => (
            <Bar key={item.key} dataKey={(datum: Datum) => datum[item.key]} name={item.label} fill={item.color} radius={stacked ? 0 : [3, 3, 0, 0]} maxBarSize={28} {...(stacked ? { stackId: 'total' } : {})} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
