// Colours: JupyterLab theme variables with fallbacks, so light and dark both work.
// Player colours come from seats[i].color / meta.colors; pieceStyle() picks a rim
// that contrasts with the piece, whatever the background.

export const C = {
  bg: "var(--jp-layout-color1, #ffffff)",
  bg0: "var(--jp-layout-color0, #ffffff)",
  bg2: "var(--jp-layout-color2, #eeeeee)",
  bg3: "var(--jp-layout-color3, #bdbdbd)",
  fg: "var(--jp-ui-font-color1, rgba(0, 0, 0, 0.87))",
  fg2: "var(--jp-ui-font-color2, rgba(0, 0, 0, 0.54))",
  fg3: "var(--jp-ui-font-color3, rgba(0, 0, 0, 0.38))",
  border: "var(--jp-border-color1, #bdbdbd)",
  border2: "var(--jp-border-color2, #e0e0e0)",
  brand: "var(--jp-brand-color1, #1976d2)",
  brand0: "var(--jp-brand-color0, #0d47a1)",
  accent: "var(--jp-accent-color1, #388e3c)",
  warn: "var(--jp-warn-color1, #f57c00)",
  error: "var(--jp-error-color1, #d32f2f)",
  success: "var(--jp-success-color1, #388e3c)",
};

/** Used when neither seats nor meta name a colour. */
export const DEFAULT_COLORS = ["#f4f1e8", "#2a2a2a", "#c0392b", "#2471a3", "#229954", "#d4ac0d"];

const NAMED = {
  white: [255, 255, 255], black: [0, 0, 0], red: [200, 40, 40], blue: [40, 90, 200],
  green: [40, 150, 70], yellow: [230, 200, 40], orange: [240, 140, 30], purple: [130, 60, 170],
  brown: [130, 80, 40], gray: [128, 128, 128], grey: [128, 128, 128], ivory: [255, 255, 240],
  pink: [240, 150, 180], teal: [0, 128, 128], cream: [245, 240, 220], tan: [210, 180, 140],
};

/** [r, g, b] (0..255) of "#abc", "#aabbcc", "rgb(…)" or a basic colour name; null if unknown. */
export function parseColor(color) {
  if (typeof color !== "string") return null;
  const c = color.trim().toLowerCase();
  if (NAMED[c]) return NAMED[c].slice();
  let m = /^#([0-9a-f]{3})$/.exec(c);
  if (m) return [...m[1]].map((h) => parseInt(h + h, 16));
  m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/.exec(c);
  if (m) return [0, 2, 4].map((i) => parseInt(m[1].slice(i, i + 2), 16));
  m = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(c);
  if (m) return [m[1], m[2], m[3]].map(Number);
  return null;
}

/** Relative luminance 0 (black) .. 1 (white); 0.5 when the colour is unknown. */
export function luminance(color) {
  const rgb = parseColor(color);
  if (!rgb) return 0.5;
  const [r, g, b] = rgb.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Fill, rim and ink (text) colours for a piece of the given colour. */
export function pieceStyle(color) {
  const fill = color || "#888888";
  const light = luminance(fill) > 0.4;
  return {
    fill,
    rim: light ? "#3c3c3c" : "#d8d8d8",
    ink: light ? "#1a1a1a" : "#f5f5f5",
    dark: luminance(fill) < 0.08,
  };
}

/** The colour of seat i: seats[i].color, else meta.colors[i], else a default. */
export function seatColor(i, seats = [], meta = {}) {
  const s = (seats || []).find((x) => x && x.seat === i) || (seats || [])[i];
  if (s && s.color) return s.color;
  if (meta && Array.isArray(meta.colors) && meta.colors[i]) return meta.colors[i];
  return DEFAULT_COLORS[i % DEFAULT_COLORS.length];
}

/** The display name of seat i. */
export function seatName(i, seats = []) {
  const s = (seats || []).find((x) => x && x.seat === i) || (seats || [])[i];
  return (s && s.name) || `Player ${i + 1}`;
}
