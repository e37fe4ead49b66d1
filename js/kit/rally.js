// Rally dice (Rallyman: GT, Rallyman: DIRT): a coloured die planned on the track, showing its gear
// or kind letter, or after the roll a caution face (yellow, "!"), a secured die (a letter) or a safe
// roll (a green dot); an optional ring says the move breaks a limit.
import { svg, fmt, label } from "./dom.js";
import { C } from "./theme.js";

/**
 * The shapes of one rally die centred on (0, 0). kind: "1"-"6" (black gear dice) or a game's kind;
 * result: null | "safe" | "caution" | "secured". Options: size, alarm (a key of alarmColours, or
 * null), fills / inks / letters by kind, the secured letter and the class of the alarm ring.
 */
export function rallyDie(kind, result, { size = 20, alarm = null, alarmColours = {}, alarmClass = "", fills = {},
  inks = {}, letters = {}, securedLetter = "S" } = {}) {
  const gear = /^[1-6]$/.test(kind);
  const fill = gear ? "#1c1c1c" : fills[kind] || C.bg2;
  const ink = gear ? "#ffffff" : inks[kind] || "#111111";
  const kids = [];
  if (alarm) kids.push(svg("circle", { cx: 0, cy: 0, r: size * 0.9, fill: "none", stroke: alarmColours[alarm], "stroke-width": 4, class: alarmClass ? `${alarmClass} ${alarmClass}-${alarm}` : "" }));
  kids.push(svg("rect", { x: -size / 2, y: -size / 2, width: size, height: size, rx: size * 0.2, fill, stroke: "#555555", "stroke-width": 1.5 }));
  const text = result === "caution" ? "!" : result === "secured" ? securedLetter : gear ? kind : letters[kind] || "?";
  if (result === "caution") kids.push(svg("rect", { x: -size / 2, y: -size / 2, width: size, height: size, rx: size * 0.2, fill: "#f4d03f", stroke: "#7d6608", "stroke-width": 1.5 }));
  kids.push(label(0, 0, text, { "font-size": fmt(size * 0.62), "font-weight": 800, fill: result === "caution" ? "#222222" : ink }));
  if (result === "safe") kids.push(svg("circle", { cx: size * 0.42, cy: -size * 0.42, r: size * 0.2, fill: "#27ae60", stroke: "#ffffff", "stroke-width": 1 }));
  return kids;
}
