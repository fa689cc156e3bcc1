// `node scripts/generate-icons.ts`: draws Tend's app icons (the web app manifest's 192, 512 and
// maskable 512 PNGs, the 180 px apple-touch-icon, and the SVG they all come from) into
// web/public/icons/. The PNGs are committed; run this again after changing the drawing below.
// `--check` exits 1 when the committed files differ from what the drawing gives (CI, reviews).
//
// Why by hand: the machines that build Tend have no image tool and no network, and neither sharp
// nor @resvg/resvg-js is installed (both need a native download). The drawing is one rounded square
// and one closed path, so a small scanline rasteriser (exact horizontal coverage, 16 sub-rows per
// pixel for anti-aliasing) and a PNG encoder on node:zlib (deflate and CRC-32) are enough.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

/** One drawing on a 64-unit grid, the same as web/public/favicon.svg, in the design tokens' colours. */
const drawing = {
  grid: 64,
  /** --tend-primary (light): the manifest's theme_color, so the title bar and icon agree. */
  background: '#2b6a5d',
  /** --tend-canvas (light). */
  foreground: '#faf7f2',
  cornerRadius: 14,
  leaf: 'M32 50c0-14 4-24 16-30-14 0-20 8-20 16-2-6-8-10-14-10 6 6 10 12 10 24z',
} as const;

type Point = { x: number; y: number };
type Polygon = Point[];

type IconSpec = {
  file: string;
  size: number;
  /**
   * Rounded corners for 'any' icons. Maskable and Apple icons are full-bleed squares: the platform
   * cuts its own shape, and iOS fills transparent corners with black.
   */
  rounded: boolean;
  /** Scale of the leaf about its centre. In the maskable icon the leaf's corners stay inside the
   * safe circle (radius 40% of the size): at 0.9 the farthest point is at 32%. */
  glyphScale: number;
};

const icons: IconSpec[] = [
  { file: 'icon-192.png', size: 192, rounded: true, glyphScale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, glyphScale: 1 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, glyphScale: 0.9 },
  { file: 'apple-touch-icon-180.png', size: 180, rounded: false, glyphScale: 0.9 },
];

// --- Geometry -------------------------------------------------------------------------------

/** Parses the path subset the drawing uses (M L H V C S Z, absolute and relative) into polygons. */
export function pathToPolygons(d: string, curveSteps = 32): Polygon[] {
  const tokens = d.match(/[MLHVCSZmlhvcsz]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const polygons: Polygon[] = [];
  let current: Polygon = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let lastControl: Point | null = null;
  let command = '';
  let index = 0;
  const next = () => Number(tokens[index++]);
  const isNumber = (token: string | undefined) => token !== undefined && !/^[A-Za-z]$/.test(token);

  const cubic = (c1: Point, c2: Point, end: Point) => {
    for (let step = 1; step <= curveSteps; step++) {
      const t = step / curveSteps;
      const u = 1 - t;
      current.push({
        x: u * u * u * x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
        y: u * u * u * y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y,
      });
    }
    lastControl = c2;
    x = end.x;
    y = end.y;
  };

  while (index < tokens.length) {
    const token = tokens[index];
    if (!isNumber(token)) {
      command = token as string;
      index++;
    }
    const relative = command === command.toLowerCase();
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    switch (command.toUpperCase()) {
      case 'M': {
        if (current.length > 0) polygons.push(current);
        x = ox + next();
        y = oy + next();
        startX = x;
        startY = y;
        current = [{ x, y }];
        // Further pairs after a moveto are linetos.
        command = relative ? 'l' : 'L';
        lastControl = null;
        break;
      }
      case 'L':
        x = ox + next();
        y = oy + next();
        current.push({ x, y });
        lastControl = null;
        break;
      case 'H':
        x = ox + next();
        current.push({ x, y });
        lastControl = null;
        break;
      case 'V':
        y = oy + next();
        current.push({ x, y });
        lastControl = null;
        break;
      case 'C': {
        const c1 = { x: ox + next(), y: oy + next() };
        const c2 = { x: ox + next(), y: oy + next() };
        cubic(c1, c2, { x: ox + next(), y: oy + next() });
        break;
      }
      case 'S': {
        const previous = lastControl as Point | null;
        const c1 = previous ? { x: 2 * x - previous.x, y: 2 * y - previous.y } : { x, y };
        const c2 = { x: ox + next(), y: oy + next() };
        cubic(c1, c2, { x: ox + next(), y: oy + next() });
        break;
      }
      case 'Z':
        x = startX;
        y = startY;
        if (current.length > 0) polygons.push(current);
        current = [];
        lastControl = null;
        break;
      default:
        throw new Error(`Unsupported path command '${command}' in the icon drawing`);
    }
  }
  if (current.length > 0) polygons.push(current);
  return polygons;
}

function roundedSquare(size: number, radius: number, steps = 24): Polygon {
  if (radius <= 0) {
    return [
      { x: 0, y: 0 },
      { x: size, y: 0 },
      { x: size, y: size },
      { x: 0, y: size },
    ];
  }
  const corners = [
    { cx: size - radius, cy: radius, from: -Math.PI / 2 },
    { cx: size - radius, cy: size - radius, from: 0 },
    { cx: radius, cy: size - radius, from: Math.PI / 2 },
    { cx: radius, cy: radius, from: Math.PI },
  ];
  return corners.flatMap(({ cx, cy, from }) =>
    Array.from({ length: steps + 1 }, (_, step) => {
      const angle = from + (step / steps) * (Math.PI / 2);
      return { x: cx + radius * Math.cos(angle), y: cy + radius * Math.sin(angle) };
    }),
  );
}

// --- Rasterising --------------------------------------------------------------------------------

const subRows = 16;

/** Coverage 0..1 per pixel of the polygons, non-zero winding. */
export function rasterise(polygons: Polygon[], width: number, height: number): Float32Array {
  const coverage = new Float32Array(width * height);
  const edges: { x0: number; y0: number; x1: number; y1: number; winding: number }[] = [];
  for (const polygon of polygons) {
    for (let i = 0; i < polygon.length; i++) {
      const a = polygon[i] as Point;
      const b = polygon[(i + 1) % polygon.length] as Point;
      if (a.y === b.y) continue;
      edges.push(
        a.y < b.y
          ? { x0: a.x, y0: a.y, x1: b.x, y1: b.y, winding: 1 }
          : { x0: b.x, y0: b.y, x1: a.x, y1: a.y, winding: -1 },
      );
    }
  }
  const weight = 1 / subRows;
  const addSpan = (row: number, from: number, to: number) => {
    const start = Math.max(0, from);
    const end = Math.min(width, to);
    if (end <= start) return;
    const first = Math.floor(start);
    const last = Math.floor(end);
    const base = row * width;
    if (first === last) {
      coverage[base + first] = (coverage[base + first] ?? 0) + (end - start) * weight;
      return;
    }
    coverage[base + first] = (coverage[base + first] ?? 0) + (first + 1 - start) * weight;
    for (let column = first + 1; column < last; column++) {
      coverage[base + column] = (coverage[base + column] ?? 0) + weight;
    }
    if (last < width) coverage[base + last] = (coverage[base + last] ?? 0) + (end - last) * weight;
  };

  for (let row = 0; row < height; row++) {
    for (let sub = 0; sub < subRows; sub++) {
      const y = row + (sub + 0.5) / subRows;
      const crossings: { x: number; winding: number }[] = [];
      for (const edge of edges) {
        if (y < edge.y0 || y >= edge.y1) continue;
        crossings.push({
          x: edge.x0 + ((y - edge.y0) * (edge.x1 - edge.x0)) / (edge.y1 - edge.y0),
          winding: edge.winding,
        });
      }
      crossings.sort((a, b) => a.x - b.x);
      let winding = 0;
      let spanStart = 0;
      for (const crossing of crossings) {
        const before = winding;
        winding += crossing.winding;
        if (before === 0 && winding !== 0) spanStart = crossing.x;
        else if (before !== 0 && winding === 0) addSpan(row, spanStart, crossing.x);
      }
    }
  }
  return coverage;
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Paints layers in order ("source over"), straight alpha, into 8-bit RGBA. */
function composite(
  size: number,
  layers: { coverage: Float32Array; colour: [number, number, number] }[],
): Uint8Array {
  const rgba = new Uint8Array(size * size * 4);
  for (let pixel = 0; pixel < size * size; pixel++) {
    let red = 0;
    let green = 0;
    let blue = 0;
    let alpha = 0;
    for (const layer of layers) {
      const sourceAlpha = Math.min(1, layer.coverage[pixel] ?? 0);
      if (sourceAlpha <= 0) continue;
      const outAlpha = sourceAlpha + alpha * (1 - sourceAlpha);
      red = (layer.colour[0] * sourceAlpha + red * alpha * (1 - sourceAlpha)) / outAlpha;
      green = (layer.colour[1] * sourceAlpha + green * alpha * (1 - sourceAlpha)) / outAlpha;
      blue = (layer.colour[2] * sourceAlpha + blue * alpha * (1 - sourceAlpha)) / outAlpha;
      alpha = outAlpha;
    }
    rgba[pixel * 4] = Math.round(red);
    rgba[pixel * 4 + 1] = Math.round(green);
    rgba[pixel * 4 + 2] = Math.round(blue);
    rgba[pixel * 4 + 3] = Math.round(alpha * 255);
  }
  return rgba;
}

// --- PNG ----------------------------------------------------------------------------------------

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** An 8-bit RGBA PNG, every row with filter 0 (none); deflate does the compressing. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  header[10] = 0; // deflate
  header[11] = 0; // adaptive filtering
  header[12] = 0; // no interlace
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let row = 0; row < height; row++) {
    raw[row * (stride + 1)] = 0;
    raw.set(rgba.subarray(row * stride, (row + 1) * stride), row * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- The icons ------------------------------------------------------------------------------------

function leafBounds(polygons: Polygon[]) {
  const points = polygons.flat();
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

export function renderIcon(spec: IconSpec): Buffer {
  const { size } = spec;
  const unit = size / drawing.grid;
  const background = roundedSquare(size, spec.rounded ? drawing.cornerRadius * unit : 0);

  const leaf = pathToPolygons(drawing.leaf);
  // Full-size icons keep the favicon's placement exactly; scaled ones centre the leaf's box, so
  // the glyph sits in the middle of the platform's mask.
  const bounds = leafBounds(leaf);
  const centreX = spec.glyphScale === 1 ? drawing.grid / 2 : (bounds.minX + bounds.maxX) / 2;
  const centreY = spec.glyphScale === 1 ? drawing.grid / 2 : (bounds.minY + bounds.maxY) / 2;
  const placed = leaf.map((polygon) =>
    polygon.map((point) => ({
      x: (drawing.grid / 2 + (point.x - centreX) * spec.glyphScale) * unit,
      y: (drawing.grid / 2 + (point.y - centreY) * spec.glyphScale) * unit,
    })),
  );

  const rgba = composite(size, [
    { coverage: rasterise([background], size, size), colour: hexToRgb(drawing.background) },
    { coverage: rasterise(placed, size, size), colour: hexToRgb(drawing.foreground) },
  ]);
  return encodePng(size, size, rgba);
}

export function renderSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${drawing.grid} ${drawing.grid}">` +
    `<title>Tend</title>` +
    `<rect width="${drawing.grid}" height="${drawing.grid}" rx="${drawing.cornerRadius}" fill="${drawing.background}"/>` +
    `<path d="${drawing.leaf}" fill="${drawing.foreground}"/></svg>\n`
  );
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const outDir = path.join(root, 'web', 'public', 'icons');
  const check = process.argv.includes('--check');
  const outputs: [string, Buffer | string][] = [
    ['icon.svg', renderSvg()],
    ...icons.map((spec): [string, Buffer] => [spec.file, renderIcon(spec)]),
  ];
  if (check) {
    const stale = outputs.filter(([file, content]) => {
      const target = path.join(outDir, file);
      return !existsSync(target) || !readFileSync(target).equals(Buffer.from(content));
    });
    if (stale.length > 0) {
      console.error(
        `Out of date: ${stale.map(([file]) => file).join(', ')}. Run node scripts/generate-icons.ts`,
      );
      process.exit(1);
    }
    console.log('The icons match the drawing.');
    return;
  }
  mkdirSync(outDir, { recursive: true });
  for (const [file, content] of outputs) {
    writeFileSync(path.join(outDir, file), content);
    console.log(`wrote web/public/icons/${file}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
