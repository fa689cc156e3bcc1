import { describe, expect, it } from 'vitest';
import { addDays, type DayKey } from '../common/day-key.ts';
import { dayAxis } from './chart-geometry.ts';
import {
  estimateTextWidth,
  layoutMedicationMarkers,
  MARKER_LABEL_GAP,
  MARKER_MAX_LABEL_ROWS,
  type MarkerInput,
  type MarkerLayout,
  markerRoom,
} from './marker-layout.ts';

// The Trends page's chart margins; 316 is a chart's width on a 390 px phone, and the widths 390
// and 1280 themselves stand for a chart as wide as the screen.
const margin = { top: 12, right: 12, bottom: 30, left: 30 };
const WIDTHS = [316, 390, 1280];

const rangeOf = (first: DayKey, count: number) =>
  Array.from({ length: count }, (_, at) => addDays(first, at));

function layoutAt(width: number, days: readonly DayKey[], markers: readonly MarkerInput[]): MarkerLayout {
  const axis = dayAxis({ width, height: 220, margin }, days, 6);
  return layoutMedicationMarkers(markers, days, axis, width);
}

/** What must hold for every layout: the properties a person relies on when reading the chart. */
function expectReadable(
  layout: MarkerLayout,
  width: number,
  markers: readonly MarkerInput[],
  days: DayKey[],
) {
  const shown = new Set(markers.filter((marker) => days.includes(marker.date)).map((marker) => marker.date));
  // None dropped: a line and a text for every day with a change, numbered in day order.
  expect(layout.markers.map((marker) => marker.day)).toEqual([...shown].sort());
  expect(layout.markers.map((marker) => marker.number)).toEqual(layout.markers.map((_, at) => at + 1));
  for (const marker of layout.markers) {
    expect(marker.text).toBe(layout.mode === 'labels' ? marker.label : String(marker.number));
    // Beside its own line: the text starts or ends one gap from it.
    if (marker.anchor === 'start') {
      expect(marker.left).toBeCloseTo(marker.x + MARKER_LABEL_GAP, 6);
      expect(marker.labelX).toBeCloseTo(marker.x + MARKER_LABEL_GAP, 6);
    } else {
      expect(marker.right).toBeCloseTo(marker.x - MARKER_LABEL_GAP, 6);
      expect(marker.labelX).toBeCloseTo(marker.x - MARKER_LABEL_GAP, 6);
    }
    expect(marker.right - marker.left).toBeCloseTo(estimateTextWidth(marker.text), 6);
    expect(marker.left).toBeGreaterThanOrEqual(0);
    expect(marker.right).toBeLessThanOrEqual(width);
    expect(marker.row).toBeGreaterThanOrEqual(0);
    expect(marker.row).toBeLessThan(layout.rows);
  }
  if (layout.mode === 'labels') expect(layout.rows).toBeLessThanOrEqual(MARKER_MAX_LABEL_ROWS);
  for (const a of layout.markers) {
    for (const b of layout.markers) {
      if (a === b) continue;
      // No two texts in one row overlap (rows are apart vertically).
      if (a.row === b.row) {
        const apart = a.right + MARKER_LABEL_GAP <= b.left || b.right + MARKER_LABEL_GAP <= a.left;
        expect(apart, `${a.text} and ${b.text} overlap in row ${a.row}`).toBe(true);
      }
      // A line rises to its own text's row: one that passes under a text's span ends below it.
      if (b.x >= a.left - MARKER_LABEL_GAP && b.x <= a.right + MARKER_LABEL_GAP) {
        expect(b.row, `${b.text}'s line runs through ${a.text}`).toBeLessThan(a.row);
      }
    }
  }
}

/** A small deterministic generator, so the cases below are the same on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const NAMES = ['Humira', 'Prednisone', 'Methotrexate', 'Vitamin D', 'Sulfasalazine', 'Iron', 'Budesonide'];
const KINDS = ['Started', 'Stopped', 'Dose changed'];

describe('layoutMedicationMarkers', () => {
  const month = rangeOf('2026-05-01', 30);

  it('puts a few changes of a month as labels beside their lines on a wide chart', () => {
    const markers = [
      { date: '2026-05-03', label: 'Started Humira' },
      { date: '2026-05-03', label: 'Stopped Prednisone' },
      { date: '2026-05-05', label: 'Started Vitamin D' },
      { date: '2026-05-29', label: 'Dose changed Humira' },
    ];
    const layout = layoutAt(1280, month, markers);
    expect(layout.mode).toBe('labels');
    expect(layout.markers.map((marker) => [marker.label, marker.anchor, marker.row])).toEqual([
      ['Started Humira, Stopped Prednisone', 'start', 1],
      // Its label spans no other line: the lowest row.
      ['Started Vitamin D', 'start', 0],
      // Near the right edge the label goes before its line.
      ['Dose changed Humira', 'end', 0],
    ]);
    expect(markerRoom(layout)).toBe(32);
    expectReadable(layout, 1280, markers, month);
  });

  it('numbers the lines when labels cannot sit beside them in a few rows (the phone case)', () => {
    const markers = [
      { date: '2026-05-02', label: 'Started Methotrexate' },
      { date: '2026-05-08', label: 'Stopped Prednisone' },
      { date: '2026-05-14', label: 'Started Vitamin D' },
      { date: '2026-05-20', label: 'Dose changed Humira' },
      { date: '2026-05-26', label: 'Started Sulfasalazine' },
    ];
    const layout = layoutAt(316, month, markers);
    expect(layout.mode).toBe('numbers');
    expect(layout.markers.map((marker) => marker.text)).toEqual(['1', '2', '3', '4', '5']);
    expectReadable(layout, 316, markers, month);
    // The same changes on a wide screen keep their words, side by side.
    const wide = layoutAt(1280, month, markers);
    expect(wide.mode).toBe('labels');
    expect(wide.rows).toBe(1);
    expectReadable(wide, 1280, markers, month);
  });

  it('stacks labels so that no line runs through a label, with the leftmost label on top', () => {
    const markers = [
      { date: '2026-05-01', label: 'Started A long medication name' },
      { date: '2026-05-02', label: 'Started Another long name' },
      { date: '2026-05-03', label: 'Stopped A third one' },
    ];
    const layout = layoutAt(1280, month, markers);
    expect(layout.mode).toBe('labels');
    expect(layout.markers.map((marker) => marker.row)).toEqual([2, 1, 0]);
    expectReadable(layout, 1280, markers, month);
  });

  it('keeps labels on the first and last days inside the chart', () => {
    const markers = [
      { date: '2026-05-01', label: 'Started Humira' },
      { date: '2026-05-30', label: 'Stopped Humira' },
    ];
    for (const width of WIDTHS) expectReadable(layoutAt(width, month, markers), width, markers, month);
  });

  it('takes no room without markers, and leaves out changes outside the days', () => {
    const layout = layoutAt(390, month, [{ date: '2026-06-02', label: 'Started Humira' }]);
    expect(layout).toEqual({ mode: 'labels', markers: [], rows: 0 });
    expect(markerRoom(layout)).toBe(0);
  });

  it('never overlaps, never drops a change and keeps each text by its own line, at 390 and 1280', () => {
    const random = seeded(23);
    for (const count of [7, 30, 90, 366]) {
      const days = rangeOf('2026-01-01', count);
      for (let trial = 0; trial < 60; trial += 1) {
        const changes = 1 + Math.floor(random() * 8);
        const markers = Array.from({ length: changes }, () => ({
          date: days[Math.floor(random() * count)] as DayKey,
          label: `${KINDS[Math.floor(random() * KINDS.length)]} ${NAMES[Math.floor(random() * NAMES.length)]}`,
        }));
        for (const width of WIDTHS) expectReadable(layoutAt(width, days, markers), width, markers, days);
      }
    }
  });

  it('measures with the renderer’s own text width', () => {
    const markers = [{ date: '2026-05-03', label: 'Started Humira' }];
    const axis = dayAxis({ width: 600, height: 150, margin }, month, 6);
    const layout = layoutMedicationMarkers(markers, month, axis, 600, (text) => text.length * 5);
    expect(layout.markers[0]?.right).toBeCloseTo((layout.markers[0]?.left ?? 0) + 70, 6);
  });
});
