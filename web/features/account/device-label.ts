// A session's user agent in words a person recognises ('Firefox on Windows'). Order matters: Edge
// and Opera say "Chrome" too, and Chrome says "Safari".

const browsers: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export type DeviceKind = 'phone' | 'computer';

export function describeDevice(userAgent: string | null | undefined): { label: string; kind: DeviceKind } {
  if (!userAgent) return { label: 'Unknown device', kind: 'computer' };
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  const kind: DeviceKind = /Mobi|iPhone|Android/.test(userAgent) ? 'phone' : 'computer';
  if (browser && system) return { label: `${browser} on ${system}`, kind };
  return { label: browser ?? system ?? 'Unknown device', kind };
}
