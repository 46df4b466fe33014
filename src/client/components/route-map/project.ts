/**
 * Fitting geographic points into an SVG box, with no tiles and no network: an equirectangular
 * projection scaled by the cosine of the middle latitude (true to shape at a city's or region's
 * size), centred, with a padding, and a scale bar of a round length.
 */
export type LngLat = readonly [number, number];

export interface Box {
  width: number;
  height: number;
  padding: number;
}

export interface Projection {
  /** SVG x, y of a [lng, lat] point. */
  point: (p: LngLat) => [number, number];
  /** Metres one SVG unit stands for. */
  metresPerUnit: number;
}

const METRES_PER_DEGREE = 111_320;
/** The smallest span shown, in degrees of latitude (about 1 km): one stop is not a point at infinity. */
const MIN_SPAN = 0.01;

export function fitProjection(points: readonly LngLat[], box: Box): Projection {
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  const [minLng, maxLng] = points.length ? [Math.min(...lngs), Math.max(...lngs)] : [0, 0];
  const [minLat, maxLat] = points.length ? [Math.min(...lats), Math.max(...lats)] : [0, 0];
  const midLat = (minLat + maxLat) / 2;
  const k = Math.max(0.05, Math.cos((midLat * Math.PI) / 180));
  const spanX = Math.max((maxLng - minLng) * k, MIN_SPAN);
  const spanY = Math.max(maxLat - minLat, MIN_SPAN);
  const scale = Math.min(
    (box.width - 2 * box.padding) / spanX,
    (box.height - 2 * box.padding) / spanY,
  );
  const midLng = (minLng + maxLng) / 2;
  return {
    point: ([lng, lat]) => [
      box.width / 2 + (lng - midLng) * k * scale,
      box.height / 2 - (lat - midLat) * scale,
    ],
    metresPerUnit: METRES_PER_DEGREE / scale,
  };
}

/** A round length (1, 2 or 5 × 10ⁿ metres) near `target` units long, and its label. */
export function scaleBar(metresPerUnit: number, target: number): { units: number; label: string } {
  const wanted = metresPerUnit * target;
  const power = 10 ** Math.floor(Math.log10(wanted));
  const metres = [5, 2, 1].map((m) => m * power).find((m) => m <= wanted) ?? power;
  const label = metres >= 1000 ? `${metres / 1000} km` : `${metres} m`;
  return { units: metres / metresPerUnit, label };
}

/** An SVG path through the points. */
export function pathOf(points: readonly (readonly [number, number])[]): string {
  return points
    .map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`)
    .join(' ');
}

export interface LabelSpot {
  x: number;
  y: number;
  anchor: 'start' | 'end';
  /** The name, shortened with "…" when even its roomier side is too narrow. */
  text: string;
}

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The name cut to fit `room` units, ending in "…". */
function fitText(name: string, room: number, charWidth: number): string {
  const chars = Math.floor(room / charWidth);
  return name.length <= chars ? name : `${name.slice(0, Math.max(1, chars - 1)).trimEnd()}…`;
}

type Candidate = { spot: LabelSpot; rect: Rect };

/** The four places beside a point, right-above first. */
function candidates(x: number, y: number, name: string, fontSize: number): Candidate[] {
  const width = name.length * fontSize * CHAR_EM;
  return [
    { dx: 8, dy: -7, anchor: 'start' as const },
    { dx: 8, dy: fontSize + 5, anchor: 'start' as const },
    { dx: -8, dy: -7, anchor: 'end' as const },
    { dx: -8, dy: fontSize + 5, anchor: 'end' as const },
  ].map(({ dx, dy, anchor }) => {
    const left = anchor === 'start' ? x + dx : x + dx - width;
    const rect = { left, right: left + width, top: y + dy - fontSize, bottom: y + dy + 2 };
    return { spot: { x: x + dx, y: y + dy, anchor, text: name }, rect };
  });
}

/** A name that fits nowhere whole: on its roomier side, shortened. */
function squeezed(
  x: number,
  y: number,
  name: string,
  box: { width: number },
  fontSize: number,
): Candidate {
  const right = box.width - 2 - (x + 8);
  const left = x - 8 - 2;
  const anchor = right >= left ? 'start' : 'end';
  const text = fitText(name, Math.max(right, left), fontSize * CHAR_EM);
  const width = text.length * fontSize * CHAR_EM;
  const sx = anchor === 'start' ? x + 8 : x - 8;
  const l = anchor === 'start' ? sx : sx - width;
  return {
    spot: { x: sx, y: y - 7, anchor, text },
    rect: { left: l, right: l + width, top: y - 7 - fontSize, bottom: y - 5 },
  };
}

/** Average width of a character of the bold label font, in ems. */
const CHAR_EM = 0.62;

/**
 * Where to write each stop's name: beside its point, on whichever side (right or left, above or
 * below) neither runs off the box nor covers a name or point already placed. `keep` names are
 * always written (shortened if they fit nowhere whole); others are left out (null) when crowded.
 */
export function placeLabels(
  points: readonly (readonly [number, number])[],
  names: readonly string[],
  box: { width: number; height: number },
  options: { fontSize: number; keep: (i: number) => boolean },
): (LabelSpot | null)[] {
  const { fontSize, keep } = options;
  const taken: Rect[] = points.map(([x, y]) => ({
    left: x - 5,
    top: y - 5,
    right: x + 5,
    bottom: y + 5,
  }));
  const order = points.map((_, i) => i).sort((a, b) => Number(keep(b)) - Number(keep(a)));
  const spots: (LabelSpot | null)[] = points.map(() => null);
  const inside = (r: Rect) =>
    r.left >= 2 && r.right <= box.width - 2 && r.top >= 2 && r.bottom <= box.height - 2;
  for (const i of order) {
    const [x, y] = points[i]!;
    const all = candidates(x, y, names[i]!, fontSize);
    const free = all.find((c) => inside(c.rect) && !taken.some((t) => overlaps(t, c.rect)));
    const fallback = all.find((c) => inside(c.rect)) ?? squeezed(x, y, names[i]!, box, fontSize);
    const chosen = free ?? (keep(i) ? fallback : undefined);
    if (!chosen) continue;
    spots[i] = chosen.spot;
    taken.push(chosen.rect);
  }
  return spots;
}
