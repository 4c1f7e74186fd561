/**
 * Plane geometry on lng/lat for the AHJ and utility areas: bounding boxes, point-in-polygon, approximate
 * areas in square miles, and buffered hulls for cities known only by their ZIP centroids.
 */
import type { MultiPolygon, Polygon, Position } from 'geojson';

/** [minLng, minLat, maxLng, maxLat] */
export type BBox = [number, number, number, number];

/** A region a point can be tested against; the box is checked first so most tests cost four compares. */
export interface Area {
  bbox: BBox;
  contains(lng: number, lat: number): boolean;
  /** Approximate land area, for ordering "most specific first" and for `landAreaSqMiles`. */
  sqMiles: number;
  /** [lat, lng] of the area's centre. */
  centroid: [number, number];
}

const MILES_PER_DEG_LAT = 69.05;

export function inBox(b: BBox, lng: number, lat: number): boolean {
  return lng >= b[0] && lng <= b[2] && lat >= b[1] && lat <= b[3];
}

export function unionBox(boxes: BBox[]): BBox {
  const out: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const b of boxes) {
    out[0] = Math.min(out[0], b[0]);
    out[1] = Math.min(out[1], b[1]);
    out[2] = Math.max(out[2], b[2]);
    out[3] = Math.max(out[3], b[3]);
  }
  return out;
}

function ringContains(ring: Position[], lng: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Shoelace area of a ring in square miles, on an equirectangular projection at the ring's latitude. */
function ringSqMiles(ring: Position[]): { sqMiles: number; cx: number; cy: number } {
  let a = 0;
  let cx = 0;
  let cy = 0;
  const k = Math.cos(((ring[0]?.[1] ?? 0) * Math.PI) / 180);
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const cross = ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
    a += cross;
    cx += (ring[j][0] + ring[i][0]) * cross;
    cy += (ring[j][1] + ring[i][1]) * cross;
  }
  const deg2 = a / 2;
  const sqMiles = Math.abs(deg2) * MILES_PER_DEG_LAT * MILES_PER_DEG_LAT * k;
  return deg2 === 0 ? { sqMiles: 0, cx: ring[0][0], cy: ring[0][1] } : { sqMiles, cx: cx / (6 * deg2), cy: cy / (6 * deg2) };
}

/** An Area from a GeoJSON (Multi)Polygon, e.g. a county or state converted from us-atlas TopoJSON. */
export function polygonArea(geometry: Polygon | MultiPolygon): Area {
  const polys: Position[][][] = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const boxes: BBox[] = [];
  let sqMiles = 0;
  let wx = 0;
  let wy = 0;
  for (const poly of polys) {
    const outer = poly[0];
    let b: BBox = [Infinity, Infinity, -Infinity, -Infinity];
    for (const [x, y] of outer) b = [Math.min(b[0], x), Math.min(b[1], y), Math.max(b[2], x), Math.max(b[3], y)];
    boxes.push(b);
    const o = ringSqMiles(outer);
    const holes = poly.slice(1).reduce((s, h) => s + ringSqMiles(h).sqMiles, 0);
    sqMiles += o.sqMiles - holes;
    wx += o.cx * o.sqMiles;
    wy += o.cy * o.sqMiles;
  }
  const bbox = unionBox(boxes);
  const totalOuter = polys.reduce((s, p) => s + ringSqMiles(p[0]).sqMiles, 0) || 1;
  return {
    bbox,
    sqMiles,
    centroid: [wy / totalOuter, wx / totalOuter],
    contains(lng, lat) {
      if (!inBox(bbox, lng, lat)) return false;
      for (let i = 0; i < polys.length; i++) {
        if (!inBox(boxes[i], lng, lat)) continue;
        const poly = polys[i];
        if (ringContains(poly[0], lng, lat) && !poly.slice(1).some((h) => ringContains(h, lng, lat))) return true;
      }
      return false;
    },
  };
}

/** Convex hull (Andrew's monotone chain) of [lng, lat] points. */
function convexHull(points: [number, number][]): [number, number][] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const cross = (o: number[], a: number[], b: number[]) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: [number, number][] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: [number, number][] = [];
  for (const p of pts.reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop();
    upper.push(p);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/** Squared distance in miles from a point to a segment, on a local equirectangular projection. */
function segmentDist2(px: number, py: number, a: [number, number], b: [number, number]): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - a[0]) * dx + (py - a[1]) * dy) / len2));
  const ex = px - (a[0] + t * dx);
  const ey = py - (a[1] + t * dy);
  return ex * ex + ey * ey;
}

/**
 * The convex hull of [lat, lng] points grown by `bufferMiles` (a Minkowski sum with a disc), so a city
 * known by its ZIP centroids also covers the streets around its outermost ZIPs.
 */
export function bufferedHull(latLngs: [number, number][], bufferMiles: number): Area {
  const lat0 = latLngs.reduce((s, p) => s + p[0], 0) / latLngs.length;
  const kx = Math.cos((lat0 * Math.PI) / 180) * MILES_PER_DEG_LAT;
  const ky = MILES_PER_DEG_LAT;
  // Work in miles east/north of the mean point so the buffer is round.
  const lng0 = latLngs.reduce((s, p) => s + p[1], 0) / latLngs.length;
  const hull = convexHull(latLngs.map(([la, ln]) => [(ln - lng0) * kx, (la - lat0) * ky]));
  const ring: Position[] = hull.map(([x, y]) => [x, y]);
  const buf2 = bufferMiles * bufferMiles;
  const xs = hull.map((p) => p[0]);
  const ys = hull.map((p) => p[1]);
  const bbox: BBox = [
    lng0 + (Math.min(...xs) - bufferMiles) / kx,
    lat0 + (Math.min(...ys) - bufferMiles) / ky,
    lng0 + (Math.max(...xs) + bufferMiles) / kx,
    lat0 + (Math.max(...ys) + bufferMiles) / ky,
  ];
  let hullArea = 0;
  let perimeter = 0;
  for (let i = 0, j = hull.length - 1; i < hull.length; j = i++) {
    hullArea += hull[j][0] * hull[i][1] - hull[i][0] * hull[j][1];
    perimeter += Math.hypot(hull[i][0] - hull[j][0], hull[i][1] - hull[j][1]);
  }
  return {
    bbox,
    sqMiles: Math.abs(hullArea) / 2 + perimeter * bufferMiles + Math.PI * buf2,
    centroid: [lat0, lng0],
    contains(lng, lat) {
      if (!inBox(bbox, lng, lat)) return false;
      const px = (lng - lng0) * kx;
      const py = (lat - lat0) * ky;
      if (hull.length >= 3 && ringContains(ring, px, py)) return true;
      for (let i = 0, j = hull.length - 1; i < hull.length; j = i++) {
        if (segmentDist2(px, py, hull[j], hull[i]) <= buf2) return true;
      }
      return false;
    },
  };
}

/** A disc of `radiusMiles` around a point (company-private districts known by a centre only). */
export function circleArea(lat: number, lng: number, radiusMiles: number): Area {
  return bufferedHull([[lat, lng]], radiusMiles);
}

/** Several areas as one (a utility territory made of counties). */
export function unionArea(parts: Area[]): Area {
  const bbox = unionBox(parts.map((p) => p.bbox));
  const sqMiles = parts.reduce((s, p) => s + p.sqMiles, 0);
  const w = sqMiles || 1;
  return {
    bbox,
    sqMiles,
    centroid: [parts.reduce((s, p) => s + p.centroid[0] * p.sqMiles, 0) / w, parts.reduce((s, p) => s + p.centroid[1] * p.sqMiles, 0) / w],
    contains: (lng, lat) => inBox(bbox, lng, lat) && parts.some((p) => p.contains(lng, lat)),
  };
}
