// Board geometry: hex grids, square grids and tracks. Functions return coordinates
// (pure, testable) and draw*() functions return SVG groups built from them.
import { svg, fmt, pathThrough, label } from "./dom.js";
import { C } from "./theme.js";

const SQRT3 = Math.sqrt(3);

/**
 * Centre of hex (q, r) in axial coordinates. size = centre-to-corner distance.
 * orientation "pointy" (rows of hexes) or "flat" (columns of hexes).
 */
export function hexCenter(q, r, size = 50, orientation = "pointy") {
  if (orientation === "flat") return [size * 1.5 * q, size * SQRT3 * (r + q / 2)];
  return [size * SQRT3 * (q + r / 2), size * 1.5 * r];
}

/** The six corners of a hex centred at (cx, cy). */
export function hexCorners(cx, cy, size = 50, orientation = "pointy") {
  const start = orientation === "flat" ? 0 : 30;
  return Array.from({ length: 6 }, (_, i) => {
    const a = ((start + 60 * i) * Math.PI) / 180;
    return [cx + size * Math.cos(a), cy + size * Math.sin(a)];
  });
}

/** Axial neighbours of (q, r). */
export function hexNeighbours(q, r) {
  return [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]].map(([dq, dr]) => [q + dq, r + dr]);
}

/** Bounding box {x, y, w, h} of a set of points, grown by `pad` on every side. */
export function boundsOf(points, pad = 0) {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x = Math.min(...xs) - pad;
  const y = Math.min(...ys) - pad;
  return { x, y, w: Math.max(...xs) + pad - x, h: Math.max(...ys) + pad - y };
}

/**
 * Draw hex cells. cells = [{q, r, id?, fill?, label?}]; returns
 * {group, centers: Map(key -> [x, y]), box}. key is cell.id or "q,r".
 * onCell(cell, g, [x, y]) may add content (pieces, registration).
 */
export function drawHexGrid(cells, { size = 50, orientation = "pointy", onCell } = {}) {
  const group = svg("g", { class: "tw-hexgrid" });
  const centers = new Map();
  const all = [];
  for (const cell of cells) {
    const [x, y] = hexCenter(cell.q, cell.r, size, orientation);
    const key = cell.id ?? `${cell.q},${cell.r}`;
    centers.set(key, [x, y]);
    const corners = hexCorners(x, y, size, orientation);
    all.push(...corners);
    const g = svg("g", { class: "tw-cell" }, [
      svg("path", {
        d: pathThrough(corners, true), fill: cell.fill || C.bg2, stroke: C.border, "stroke-width": 2,
      }),
      cell.label ? label(x, y, cell.label, { "font-size": size * 0.4, fill: C.fg2 }) : null,
    ]);
    if (onCell) onCell(cell, g, [x, y]);
    group.appendChild(g);
  }
  return { group, centers, box: all.length ? boundsOf(all) : { x: 0, y: 0, w: 0, h: 0 } };
}

/** Centre of square (col, row); row 0 is the top row. */
export function squareCenter(col, row, size = 100) {
  return [(col + 0.5) * size, (row + 0.5) * size];
}

/**
 * Draw a cols x rows square grid. fill(col, row) -> colour or null (checkered default);
 * labels: true puts a..z under the columns and 1..n (bottom up) beside the rows.
 * Returns {group, center(col, row), box}.
 */
export function drawSquareGrid(cols, rows, { size = 100, fill, labels = false, onCell } = {}) {
  const group = svg("g", { class: "tw-squaregrid" });
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const colour = (fill && fill(c, r)) || ((c + r) % 2 ? C.bg3 : C.bg2);
      const g = svg("g", { class: "tw-cell" }, [
        svg("rect", { x: c * size, y: r * size, width: size, height: size, fill: colour }),
      ]);
      if (onCell) onCell(c, r, g, squareCenter(c, r, size));
      group.appendChild(g);
    }
  }
  group.appendChild(svg("rect", {
    x: 0, y: 0, width: cols * size, height: rows * size, fill: "none", stroke: C.border, "stroke-width": 3,
  }));
  if (labels) {
    const fs = size * 0.28;
    for (let c = 0; c < cols; c++)
      group.appendChild(label((c + 0.5) * size, rows * size + fs, String.fromCharCode(97 + c), { "font-size": fs }));
    for (let r = 0; r < rows; r++)
      group.appendChild(label(-fs, (r + 0.5) * size, String(rows - r), { "font-size": fs }));
  }
  const pad = labels ? size * 0.6 : 0;
  return {
    group,
    center: (c, r) => squareCenter(c, r, size),
    box: { x: -pad, y: 0, w: cols * size + pad, h: rows * size + pad },
  };
}

/**
 * Evenly spaced positions along a polyline (a race track, a score track).
 * Returns n points [x, y, angleDegrees] from the first vertex to the last.
 */
export function pointsAlong(polyline, n) {
  const segs = [];
  let total = 0;
  for (let i = 1; i < polyline.length; i++) {
    const [x0, y0] = polyline[i - 1];
    const [x1, y1] = polyline[i];
    const len = Math.hypot(x1 - x0, y1 - y0);
    segs.push({ x0, y0, x1, y1, len, start: total });
    total += len;
  }
  const out = [];
  for (let k = 0; k < n; k++) {
    const d = n === 1 ? 0 : (total * k) / (n - 1);
    const s = segs.find((sg) => d <= sg.start + sg.len + 1e-9) || segs[segs.length - 1];
    const t = s.len ? (d - s.start) / s.len : 0;
    out.push([s.x0 + (s.x1 - s.x0) * t, s.y0 + (s.y1 - s.y0) * t,
      (Math.atan2(s.y1 - s.y0, s.x1 - s.x0) * 180) / Math.PI]);
  }
  return out;
}

/**
 * Draw a track of numbered spaces. spaces = [{x, y, id?, label?, fill?}] in order.
 * Returns {group, centers: Map(id or index -> [x, y])}.
 */
export function drawTrack(spaces, { size = 80, shape = "circle", onSpace } = {}) {
  const group = svg("g", { class: "tw-track" });
  group.appendChild(svg("path", {
    d: pathThrough(spaces.map((s) => [s.x, s.y])), fill: "none", stroke: C.border, "stroke-width": size * 0.25,
    "stroke-linejoin": "round", "stroke-linecap": "round", opacity: 0.6,
  }));
  const centers = new Map();
  spaces.forEach((s, i) => {
    const key = s.id ?? i;
    centers.set(key, [s.x, s.y]);
    const half = size / 2;
    const body = shape === "square"
      ? svg("rect", { x: fmt(s.x - half), y: fmt(s.y - half), width: size, height: size, rx: size * 0.12 })
      : svg("circle", { cx: fmt(s.x), cy: fmt(s.y), r: half });
    body.setAttribute("fill", s.fill || C.bg);
    body.setAttribute("stroke", C.border);
    body.setAttribute("stroke-width", 3);
    const g = svg("g", { class: "tw-space" }, [
      body, label(s.x, s.y, s.label ?? String(i), { "font-size": size * 0.38, fill: C.fg2 }),
    ]);
    if (onSpace) onSpace(s, g, [s.x, s.y], i);
    group.appendChild(g);
  });
  return { group, centers };
}
