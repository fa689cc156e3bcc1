// Where the medication changes' lines and labels go on a chart, as plain data: the Trends page draws
// it as SVG and the doctor report with pdfkit. Labels sit in rows above the plot, each right beside
// its own dashed line, which rises from the plot's bottom up to its label's row.
//
// Two things must never happen, at any width: two labels overlapping, and another change's line
// running through a label (a line through a label reads as the label's line). The second sets an
// order: a label whose box spans another change's x must sit in a higher row than that change's
// label, so the other line ends below it. When labels cannot be placed that way in a few rows, each
// line gets its number instead and the renderer lists the numbers under the chart: nothing is
// dropped.

import type { DayKey } from '../common/day-key.ts';

export type MarkerInput = { date: DayKey; label: string };

/** The width a text takes in the renderer's units; the page measures its font, the PDF its own. */
export type TextWidth = (text: string) => number;

export type PlacedMarker = {
  day: DayKey;
  /** 1 for the range's first day with a change, in day order: the line's number in 'numbers' mode. */
  number: number;
  x: number;
  /** The changes of this day in one line: 'Started Humira, Stopped Prednisone'. */
  label: string;
  /** What is written beside the line: the label, or in 'numbers' mode its number. */
  text: string;
  /** The label's row above the plot, 0 the lowest (nearest the plot). */
  row: number;
  /** Where the text is anchored: just after the line ('start') or just before it ('end'). */
  anchor: 'start' | 'end';
  /** The text's anchor point on the x axis: the line's x plus or minus MARKER_LABEL_GAP. */
  labelX: number;
  /** The room the text takes on the x axis. */
  left: number;
  right: number;
};

export type MarkerLayout = {
  /** 'labels': each line has its label beside it; 'numbers': its number, and a key lists them. */
  mode: 'labels' | 'numbers';
  markers: PlacedMarker[];
  /** How many label rows the layout uses above the plot (0 without markers). */
  rows: number;
};

/** Space between a line and its text, and between two texts in one row. */
export const MARKER_LABEL_GAP = 4;
/** Labels in more rows than this push the plot too far down: the lines are numbered instead. */
export const MARKER_MAX_LABEL_ROWS = 3;
/** The web's label row: 12 px text with room between rows. */
export const MARKER_ROW_HEIGHT = 16;
/** The web's label size, for the estimate below. */
export const MARKER_FONT_SIZE = 12;

/**
 * A generous estimate of a text's width in a sans-serif font of `fontSize` (semibold): used where
 * nothing can measure (unit tests, a renderer without a canvas). Wide where fonts differ most, so
 * a real text is rarely wider than its estimate.
 */
export function estimateTextWidth(text: string, fontSize = MARKER_FONT_SIZE): number {
  let ems = 0;
  for (const character of text) {
    if (character === ' ') ems += 0.32;
    else if ("iljtfrI.,:;|!()'’".includes(character)) ems += 0.4;
    else if ('mwMW'.includes(character)) ems += 0.98;
    else if (character >= 'A' && character <= 'Z') ems += 0.76;
    else ems += 0.64;
  }
  return ems * fontSize;
}

type Box = { left: number; right: number };
type Item = { x: number; width: number };
type Arranged = { anchor: 'start' | 'end'; left: number; right: number; row: number };

const startBox = (item: Item): Box => ({
  left: item.x + MARKER_LABEL_GAP,
  right: item.x + MARKER_LABEL_GAP + item.width,
});
const endBox = (item: Item): Box => ({
  left: item.x - MARKER_LABEL_GAP - item.width,
  right: item.x - MARKER_LABEL_GAP,
});
/** A line closer to a box than the gap would touch its text. */
const crosses = (box: Box, x: number) =>
  x >= box.left - MARKER_LABEL_GAP && x <= box.right + MARKER_LABEL_GAP;
const overlap = (a: Box, b: Box) =>
  !(a.right + MARKER_LABEL_GAP <= b.left || b.right + MARKER_LABEL_GAP <= a.left);

/**
 * Anchors, from the right: after the line where the text fits the chart and spans no line that is
 * labelled before itself; otherwise before the line. That choice keeps 'spans' free of cycles: a
 * label after its line spans only lines to its right labelled after theirs, one before its line
 * only lines to its left. Null when a text fits on neither side.
 */
function chooseAnchors(items: readonly Item[], width: number, allowOverflow: boolean) {
  const anchors: ('start' | 'end')[] = new Array(items.length);
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const item = items[index] as Item;
    const after = startBox(item);
    const spansEndLabelled = items.some(
      (other, at) => at > index && anchors[at] === 'end' && crosses(after, other.x),
    );
    if (after.right <= width && !spansEndLabelled) anchors[index] = 'start';
    else if (endBox(item).left >= 0) anchors[index] = 'end';
    else if (allowOverflow) anchors[index] = 'start';
    else return null;
  }
  return anchors;
}

/**
 * Rows for texts beside lines at `items`' x (ascending): no two texts overlap and no line runs
 * through another's text. Each text is placed after every line its box spans (those sit lower),
 * in the lowest row above them where it overlaps no text.
 */
function arrange(items: readonly Item[], width: number, allowOverflow: boolean): Arranged[] | null {
  const anchors = chooseAnchors(items, width, allowOverflow);
  if (anchors === null) return null;
  const boxes = items.map((item, index) => (anchors[index] === 'start' ? startBox(item) : endBox(item)));
  // Labels after their lines span lines to the right: right to left. Then labels before their
  // lines, which span lines to the left: left to right.
  const indices = items.map((_, index) => index);
  const order = [
    ...indices.filter((index) => anchors[index] === 'start').reverse(),
    ...indices.filter((index) => anchors[index] === 'end'),
  ];
  const rows: number[] = new Array(items.length).fill(-1);
  for (const index of order) {
    const box = boxes[index] as Box;
    let row = 0;
    items.forEach((other, at) => {
      if (at !== index && crosses(box, other.x)) row = Math.max(row, (rows[at] as number) + 1);
    });
    const taken = (candidate: number) =>
      rows.some((placed, at) => placed === candidate && overlap(box, boxes[at] as Box));
    while (taken(row)) row += 1;
    rows[index] = row;
  }
  return items.map((_, index) => ({
    anchor: anchors[index] as 'start' | 'end',
    ...(boxes[index] as Box),
    row: rows[index] as number,
  }));
}

/**
 * Where each medication change's line and label go on a chart of `days` whose day centres are
 * `dayX`, `width` wide. Changes of one day share a line and a label. Labels beside their lines when
 * they fit in MARKER_MAX_LABEL_ROWS rows; otherwise every line is numbered (1, 2 ... in day order),
 * and the renderer lists what each number is under the chart.
 */
export function layoutMedicationMarkers(
  markers: readonly MarkerInput[],
  days: readonly DayKey[],
  axis: { dayX: readonly number[] },
  width: number,
  textWidth: TextWidth = estimateTextWidth,
  maxLabelRows = MARKER_MAX_LABEL_ROWS,
): MarkerLayout {
  const index = new Map(days.map((day, position) => [day, position]));
  const byDay = new Map<DayKey, string[]>();
  for (const marker of markers) {
    if (!index.has(marker.date)) continue;
    const labels = byDay.get(marker.date);
    if (labels === undefined) byDay.set(marker.date, [marker.label]);
    else labels.push(marker.label);
  }
  const lines = [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, labels], position) => ({
      day,
      number: position + 1,
      x: axis.dayX[index.get(day) as number] as number,
      label: labels.join(', '),
    }));
  if (lines.length === 0) return { mode: 'labels', markers: [], rows: 0 };

  const place = (texts: string[], allowOverflow: boolean) =>
    arrange(
      lines.map((line, at) => ({ x: line.x, width: textWidth(texts[at] as string) })),
      width,
      allowOverflow,
    );
  const labels = lines.map((line) => line.label);
  const labelled = place(labels, false);
  const fits = labelled !== null && Math.max(...labelled.map((each) => each.row)) < maxLabelRows;
  const mode = fits ? 'labels' : 'numbers';
  const texts = fits ? labels : lines.map((line) => String(line.number));
  const arranged = (fits ? labelled : place(texts, true)) as Arranged[];
  const placed = lines.map((line, at): PlacedMarker => {
    const spot = arranged[at] as Arranged;
    return {
      ...line,
      text: texts[at] as string,
      row: spot.row,
      anchor: spot.anchor,
      labelX: spot.anchor === 'start' ? line.x + MARKER_LABEL_GAP : line.x - MARKER_LABEL_GAP,
      left: spot.left,
      right: spot.right,
    };
  });
  return { mode, markers: placed, rows: Math.max(...placed.map((marker) => marker.row)) + 1 };
}

/** Room a chart leaves above its plot for the label rows: none without markers. */
export function markerRoom(layout: Pick<MarkerLayout, 'rows'>, rowHeight = MARKER_ROW_HEIGHT): number {
  return layout.rows * rowHeight;
}
