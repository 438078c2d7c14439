import 'chartist/dist/index.css';
import './bar-chart.css';
import { BarChart as Chartist } from 'chartist';
import { useEffect, useRef } from 'react';

export type BarSeries = { name: string; values: number[]; tone: 'brand' | 'emerald' };

export type BarChartProps = {
  /** What the chart shows, for screen readers; the page gives them a table of the same figures. */
  label: string;
  /** One label per bar group along the x axis (dates); some are skipped when crowded. */
  labels: string[];
  series: BarSeries[];
  xTitle: string;
  yTitle: string;
  /** How a value reads on the y axis ("$12", "3"). */
  formatY: (value: number) => string;
  /** Whole numbers only on the y axis (counts). */
  integers?: boolean;
};

/** At most about eight labels fit under the bars of a phone-wide chart. */
const everyNth = (count: number) => Math.max(1, Math.ceil(count / 8));

/**
 * Bars with axes and gridlines, drawn by Chartist as SVG. Loaded only by the pages with a chart
 * (lazy), so the library stays out of every other page's first load.
 */
const BarChart = ({ label, labels, series, xTitle, yTitle, formatY, integers = false }: BarChartProps) => {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Chartist needs matchMedia, which every browser has; a DOM without it gets the table only.
    if (!host.current || !window.matchMedia) return;
    const step = everyNth(labels.length);
    const chart = new Chartist(
      host.current,
      { labels, series: series.map((s) => ({ name: s.name, data: s.values, className: `agentsy-bar-${s.tone}` })) },
      {
        height: '12rem',
        seriesBarDistance: 0,
        chartPadding: { top: 12, right: 8, bottom: 0, left: 8 },
        axisX: {
          showGrid: false,
          labelInterpolationFnc: (value, index) => (index % step === 0 ? String(value).slice(5) : null),
        },
        axisY: { offset: 56, onlyInteger: integers, labelInterpolationFnc: (value) => formatY(Number(value)) },
      },
    );
    // Bars as wide as their slot allows (Chartist's fixed width overlaps at 90 days). A second
    // series is a part of the first (earnings of sales), so it is drawn narrower inside it.
    chart.on('draw', (event) => {
      if (event.type !== 'bar') return;
      const slot = event.chartRect.width() / Math.max(1, labels.length);
      const width = Math.max(1, Math.floor(slot * (event.seriesIndex === 0 ? 0.7 : 0.35)));
      event.element.attr({ style: `stroke-width: ${width}px` });
    });
    return () => {
      chart.detach();
    };
  }, [labels, series, formatY, integers]);

  return (
    <figure className="agentsy-chart grid min-w-0 gap-1">
      <span className="text-xs text-muted-foreground">{yTitle}</span>
      <div ref={host} role="img" aria-label={label} className="min-w-0 overflow-hidden" />
      <figcaption className="text-center text-xs text-muted-foreground">{xTitle}</figcaption>
    </figure>
  );
};

export default BarChart;
