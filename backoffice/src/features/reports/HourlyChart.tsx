import { toSatang } from '@member-site/shared';
import type { DayReport } from '@member-site/shared/staff';
import { useEffect, useRef } from 'react';
import 'uplot/dist/uPlot.min.css';
import { reportTexts as t } from './texts';

type Hourly = DayReport['hourly'];

/** Baht as a number, for drawing only: the exact amounts are in the table beside the chart. */
function plotted(amount: string): number {
  return Number(toSatang(amount) ?? 0n) / 100;
}

function token(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

const height = 260;

/**
 * Deposits against withdrawals per Bangkok hour, drawn by uPlot on a canvas. uPlot sets its
 * styles through the CSSOM (element.style), which the back office's CSP allows; it loads with
 * this chart only. Hidden from screen readers: the same numbers are in the table that follows.
 */
export function HourlyChart({ hourly }: { hourly: Hourly }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let observer: ResizeObserver | null = null;
    let gone = false;
    import('uplot')
      .then(({ default: UPlot }) => {
        if (gone) return;
        const ok = token('--ok', '#6fe38f');
        const danger = token('--danger', '#ff8a8a');
        const muted = token('--muted', '#aab3c9');
        const grid = token('--border', '#3a4466');
        const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
        chart = new UPlot(
          {
            width: Math.max(target.clientWidth, 300),
            height,
            scales: { x: { time: false } },
            legend: { show: true },
            axes: [
              { ...axis, values: (_u: unknown, splits: number[]) => splits.map((hour) => `${hour}:00`) },
              { ...axis, size: 70, values: (_u: unknown, splits: number[]) => splits.map((value) => value.toLocaleString('th-TH')) },
            ],
            series: [
              { label: t.hour, value: (_u: unknown, hour: number | null) => (hour === null ? '-' : t.hourRange(hour)) },
              { label: t.deposits, stroke: ok, width: 2, points: { show: true } },
              { label: t.withdrawals, stroke: danger, width: 2, points: { show: true } },
            ],
          },
          [hourly.map((row) => row.hour), hourly.map((row) => plotted(row.deposits)), hourly.map((row) => plotted(row.withdrawals))],
          target,
        );
        if (typeof ResizeObserver === 'function') {
          observer = new ResizeObserver(() => chart?.setSize({ width: Math.max(target.clientWidth, 300), height }));
          observer.observe(target);
        }
      })
      .catch(() => {
        // No canvas here (a test's jsdom): the table below carries the same numbers.
      });
    return () => {
      gone = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [hourly]);

  return <div ref={box} className="bo-chart" aria-hidden="true" />;
}
