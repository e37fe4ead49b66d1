// Sample widget states (all traits) for the dev harness and the unit tests.
// Hand-made to look like what the Python models send; legality is not checked.

// ---- GIPF ----------------------------------------------------------------------
const COLS = "abcdefghi";
const size = (c) => 9 - Math.abs(c - 4);
const isDot = (c, k) => c === 0 || c === 8 || k === 1 || k === size(c);

function gipfNeighbours(c, k) {
  const cand = [[c, k - 1], [c, k + 1]];
  if (c < 8) cand.push(...(c < 4 ? [[c + 1, k], [c + 1, k + 1]] : [[c + 1, k - 1], [c + 1, k]]));
  if (c > 0) cand.push(...(c > 4 ? [[c - 1, k], [c - 1, k + 1]] : [[c - 1, k - 1], [c - 1, k]]));
  return cand.filter(([cc, kk]) => cc >= 0 && cc < 9 && kk >= 1 && kk <= size(cc));
}

/** Every push from a dot to a neighbouring point (the board's 42 entry moves). */
export function gipfPushChoices({ gipf = false } = {}) {
  const out = [];
  for (let c = 0; c < 9; c++) {
    for (let k = 1; k <= size(c); k++) {
      if (!isDot(c, k)) continue;
      for (const [cc, kk] of gipfNeighbours(c, k)) {
        if (isDot(cc, kk)) continue;
        const from = `${COLS[c]}${k}`;
        const to = `${COLS[cc]}${kk}`;
        out.push({ action: `${from}-${to}`, label: `Push a piece from ${from} onto ${to}`, parts: [`dot:${from}`, `pt:${to}`] });
        if (gipf) out.push({ action: `G${from}-${to}`, label: `Push a GIPF piece from ${from} onto ${to}`, parts: ["reserve:gipf", `dot:${from}`, `pt:${to}`] });
      }
    }
  }
  return out;
}

const GIPF_META = {
  name: "gipf", title: "GIPF", min_players: 2, max_players: 2,
  options: [{ name: "variant", label: "Rules", values: ["basic", "standard", "tournament"], default: "standard", help: "Basic: no GIPF pieces. Tournament: you choose how many GIPF pieces to bring in." }],
  bot_levels: ["random", "greedy", "mcts"],
  colors: ["#f4f1e8", "#2a2a2a"],
};
const GIPF_SEATS = [
  { seat: 0, name: "Ada", kind: "human", color: "#f4f1e8", controlled: true },
  { seat: 1, name: "Bot", kind: "greedy", color: "#2a2a2a", controlled: false },
];

function base(view, extra = {}) {
  return {
    game_name: view.game, view, choices: [], log: [], status: "", error: "", seats: GIPF_SEATS,
    watching: 0, handover: {}, can_undo: false, busy: false, meta: GIPF_META, lesson: {}, ...extra,
  };
}

export function gipfStart() {
  const board = {
    b5: { color: 0, gipf: true }, e2: { color: 0, gipf: true }, h5: { color: 0, gipf: true },
    b2: { color: 1, gipf: true }, e8: { color: 1, gipf: true }, h2: { color: 1, gipf: true },
  };
  const view = {
    game: "gipf", seat: 0, players: 2, to_move: [0], over: false, result: null, step: 0,
    variant: "standard", board, reserve: [12, 12], captured: [0, 0], gipf_on_board: [3, 3],
    phase: "push", rows: [], deciding: null, last: null,
  };
  return base(view, { choices: gipfPushChoices(), status: "Ada to move: push a piece onto the board." });
}

export function gipfMid() {
  const s = gipfStart();
  Object.assign(s.view.board, {
    c3: { color: 0 }, d3: { color: 0 }, d4: { color: 1 }, e4: { color: 1 }, e5: { color: 0 },
    f4: { color: 1 }, f5: { color: 0 }, c4: { color: 1 }, g4: { color: 0 }, e6: { color: 1 },
  });
  s.view.step = 14;
  s.view.reserve = [7, 8];
  s.view.captured = [1, 0];
  s.view.last = { seat: 1, action: "i4-h4", moved: ["h4", "g4"], removed: ["d5", "d6"] };
  s.view.board.h4 = { color: 1 };
  s.log = [
    { step: 12, seat: 0, text: "Ada pushed from a3 onto b4." },
    { step: 13, seat: 0, text: "Ada took the row d3-d6 and captured 1 piece." },
    { step: 14, seat: 1, text: "Bot pushed from i4 onto h4." },
  ];
  s.can_undo = false;
  return s;
}

export function gipfRows() {
  const s = gipfMid();
  Object.assign(s.view.board, { c5: { color: 0 }, d6: { color: 0 }, f5: { color: 0 }, f4: { color: 0 } });
  s.view.phase = "remove";
  s.view.rows = [
    { id: "c3-f6", points: ["c3", "d4", "e5", "f6"], owner: 0 },
    { id: "e2-e5", points: ["e2", "e3", "e4", "e5"], owner: 0 },
  ];
  s.view.board.d4 = { color: 0 };
  s.view.board.f6 = { color: 0 };
  s.view.board.e3 = { color: 0 };
  s.view.board.e4 = { color: 0 };
  s.choices = s.view.rows.map((r) => ({ action: `x ${r.id}`, label: `Take the row ${r.id}`, parts: [`row:${r.id}`] }));
  s.status = "Ada: two rows of four are yours. Choose which to take first.";
  return s;
}

export function gipfDeciding() {
  const s = gipfRows();
  s.view.rows = [{ id: "e2-e5", points: ["e2", "e3", "e4", "e5"], owner: 0 }];
  s.view.deciding = { gipf: "e2" };
  s.choices = [
    { action: "keep e2", label: "Keep the GIPF piece on e2", parts: [] },
    { action: "remove e2", label: "Take the GIPF piece on e2 back", parts: [] },
  ];
  s.status = "Ada: keep the GIPF piece on e2, or take it with the row?";
  s.can_undo = true;
  return s;
}

export function gipfTournament() {
  const s = gipfStart();
  s.view.variant = "tournament";
  s.view.board = {};
  s.view.gipf_on_board = [0, 0];
  s.view.reserve = [18, 18];
  s.choices = gipfPushChoices({ gipf: true });
  return s;
}

export function gipfOver() {
  const s = gipfMid();
  s.view.over = true;
  s.view.to_move = [];
  s.view.result = { scores: [1, 0], ranking: [1, 2], winners: [0], reason: "Bot has no pieces left to play." };
  s.choices = [];
  s.status = "Game over: Ada wins.";
  return s;
}

// ---- Backgammon ------------------------------------------------------------------
const BG_META = {
  name: "backgammon", title: "Backgammon", min_players: 2, max_players: 2,
  options: [
    { name: "match_length", label: "Match length", values: [0, 1, 3, 5, 7], default: 0, help: "0 plays single games for stakes (a money game)." },
    { name: "cube", label: "Doubling cube", values: [true, false], default: true, help: "" },
  ],
  bot_levels: ["random", "greedy", "gnubg"],
  colors: ["#f4f1e8", "#7a2e1f"],
};
const BG_SEATS = [
  { seat: 0, name: "Ada", kind: "human", color: "#f4f1e8", controlled: true },
  { seat: 1, name: "Grace", kind: "human", color: "#7a2e1f", controlled: true },
];

function startPoints() {
  const pts = Array(24).fill(null);
  const put = (p, owner, n) => { pts[p - 1] = [owner, n]; };
  put(24, 0, 2); put(13, 0, 5); put(8, 0, 3); put(6, 0, 5);
  put(1, 1, 2); put(12, 1, 5); put(17, 1, 3); put(19, 1, 5);
  return pts;
}

/** Single-checker moves of seat 0 with the dice left (enough for a sample). */
export function bgChoices(points, diceLeft, seat = 0) {
  const out = [];
  const seen = new Set();
  for (let p = 1; p <= 24; p++) {
    const e = points[p - 1];
    if (!e || e[0] !== seat) continue;
    for (const d of new Set(diceLeft)) {
      const to = seat === 0 ? p - d : p + d;
      if (to < 1 || to > 24) continue;
      const t = points[to - 1];
      if (t && t[0] !== seat && t[1] >= 2) continue;
      const mine = (n) => (seat === 0 ? n : 25 - n);
      const action = `${mine(p)}/${mine(to)}`;
      if (seen.has(action)) continue;
      seen.add(action);
      out.push({ action, label: `Move a checker ${action}`, parts: [`pt:${p}`, `pt:${to}`] });
    }
  }
  return out;
}

function bgBase(view, extra = {}) {
  return {
    game_name: "backgammon", view, choices: [], log: [], status: "", error: "", seats: BG_SEATS,
    watching: 0, handover: {}, can_undo: false, busy: false, meta: BG_META, lesson: {}, ...extra,
  };
}

export function bgStart() {
  const points = startPoints();
  const view = {
    game: "backgammon", seat: 0, players: 2, to_move: [0], over: false, result: null, step: 1,
    points, bar: [0, 0], off: [0, 0], dice: [3, 1], dice_left: [3, 1], opening: [3, 1],
    cube: { value: 1, owner: null, offered_by: null, enabled: true }, pips: [167, 167],
    match: { length: 5, score: [0, 0], crawford: false, game: 1 }, phase: "move", last_game: null, last: null,
  };
  return bgBase(view, { choices: bgChoices(points, [3, 1]), status: "Ada rolled 3 and 1: move a checker." });
}

export function bgMid() {
  const pts = Array(24).fill(null);
  const put = (p, owner, n) => { pts[p - 1] = [owner, n]; };
  put(24, 0, 1); put(13, 0, 3); put(8, 0, 2); put(6, 0, 7); put(5, 0, 2); put(4, 0, 2); put(20, 1, 1);
  put(1, 1, 2); put(12, 1, 4); put(17, 1, 2); put(19, 1, 3); put(21, 1, 2); put(3, 1, 1);
  const view = {
    game: "backgammon", seat: 0, players: 2, to_move: [0], over: false, result: null, step: 31,
    points: pts, bar: [0, 1], off: [0, 0], dice: [4, 4, 4, 4], dice_left: [4, 4], opening: null,
    cube: { value: 2, owner: 1, offered_by: null, enabled: true }, pips: [131, 152],
    match: { length: 5, score: [2, 3], crawford: false, game: 4 }, phase: "move", last_game: null,
    last: { seat: 0, moves: ["13/9", "9/5"] },
  };
  return bgBase(view, {
    choices: bgChoices(pts, [4, 4]), status: "Ada: two more 4s to play.", can_undo: true,
    log: [
      { step: 29, seat: 1, text: "Grace played 24/20 13/8." },
      { step: 30, seat: 0, text: "Ada rolled double 4." },
      { step: 31, seat: 0, text: "Ada moved 13/9, 9/5." },
    ],
  });
}

export function bgCube() {
  const s = bgMid();
  s.view.dice = [];
  s.view.dice_left = [];
  s.view.phase = "cube";
  s.view.to_move = [0];
  s.view.cube = { value: 2, owner: 1, offered_by: 1, enabled: true };
  s.choices = [
    { action: "take", label: "Take: play on for 4 points", parts: [] },
    { action: "pass", label: "Pass: give up this game (2 points)", parts: [] },
  ];
  s.status = "Grace doubles to 4. Take or pass?";
  return s;
}

export function bgBetween() {
  const s = bgMid();
  s.view.phase = "between";
  s.view.dice = [];
  s.view.dice_left = [];
  s.view.last_game = { winner: 1, points: 2, kind: "gammon" };
  s.view.match = { length: 5, score: [2, 5], crawford: false, game: 4 };
  s.view.to_move = [0];
  s.choices = [{ action: "next", label: "Start the next game", parts: [] }];
  s.status = "Grace won a gammon.";
  return s;
}

export function bgSeat1() {
  const s = bgStart();
  s.view.seat = 1;
  s.view.to_move = [1];
  s.view.opening = null;
  s.view.dice = [6, 5];
  s.view.dice_left = [6, 5];
  s.view.step = 3;
  s.watching = 1;
  s.choices = bgChoices(s.view.points, [6, 5], 1);
  s.status = "Grace rolled 6 and 5.";
  return s;
}

export function bgBearOff() {
  const pts = Array(24).fill(null);
  const put = (p, owner, n) => { pts[p - 1] = [owner, n]; };
  put(6, 0, 2); put(5, 0, 3); put(3, 0, 2); put(1, 0, 1);
  put(19, 1, 4); put(20, 1, 3); put(22, 1, 2); put(24, 1, 1);
  const view = {
    game: "backgammon", seat: 0, players: 2, to_move: [0], over: false, result: null, step: 90,
    points: pts, bar: [0, 0], off: [7, 5], dice: [6, 2], dice_left: [6, 2], opening: null,
    cube: { value: 1, owner: null, offered_by: null, enabled: true }, pips: [36, 48],
    match: { length: 0, score: [0, 0], crawford: false, game: 1 }, phase: "move", last_game: null, last: null,
  };
  const choices = [
    { action: "6/off", label: "Bear off from 6", parts: ["pt:6", "off:0"] },
    { action: "6/4", label: "Move 6/4", parts: ["pt:6", "pt:4"] },
    { action: "5/3", label: "Move 5/3", parts: ["pt:5", "pt:3"] },
    { action: "3/1", label: "Move 3/1", parts: ["pt:3", "pt:1"] },
  ];
  return bgBase(view, { choices, status: "Ada rolled 6 and 2." });
}

export function handoverScene() {
  const s = bgStart();
  s.handover = { seat: 1, name: "Grace" };
  return s;
}

export function lessonScene() {
  const s = gipfStart();
  s.lesson = {
    lesson: "GIPF, step by step", title: "Bringing a piece in", index: 1, count: 8, done: false,
    text: "Every turn you bring one piece in from a dot and push it one step onto the board. Pieces in its way slide along.",
    task: "Push a piece in from a1.",
  };
  return s;
}

export const SCENES = {
  "gipf-start": gipfStart, "gipf-mid": gipfMid, "gipf-rows": gipfRows, "gipf-deciding": gipfDeciding,
  "gipf-tournament": gipfTournament, "gipf-over": gipfOver,
  "bg-start": bgStart, "bg-mid": bgMid, "bg-cube": bgCube, "bg-between": bgBetween, "bg-seat1": bgSeat1,
  "bg-bearoff": bgBearOff, handover: handoverScene, lesson: lessonScene,
};

export const GALLERY = {
  games: [
    { name: "gipf", title: "GIPF", min_players: 2, max_players: 2, options: GIPF_META.options, bot_levels: GIPF_META.bot_levels, blurb: "Push pieces onto a hexagon and line up four of your colour to take them back.", tagline: "Abstract duel of pushing pieces in from the rim.", minutes: 30, weight: "strategy", designed_components: false },
    { name: "backgammon", title: "Backgammon", min_players: 2, max_players: 2, options: BG_META.options, bot_levels: BG_META.bot_levels, blurb: "Race your fifteen checkers home and off the board, hitting lone checkers on the way.", tagline: "Dice race home with hitting and the doubling cube.", minutes: 20, weight: "family", designed_components: false },
    { name: "harmonies", title: "Harmonies", min_players: 1, max_players: 4, default_players: 2, options: [], bot_levels: ["random"], blurb: "Build landscapes from coloured tokens and give animals a home.", tagline: "Stack coloured tokens into landscapes.", minutes: 40, weight: "family", designed_components: true },
  ],
};
