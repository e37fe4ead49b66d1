// The kit in one import: `import { createApp, svg, drawDisc } from "../kit/index.js"`.
export * from "./dom.js";
export * from "./theme.js";
export * from "./choices.js";
export * from "./grids.js";
export * from "./pieces.js";
export * from "./dice.js";
export * from "./cards.js";
export * from "./animate.js";
export * from "./panels.js";
export * from "./form.js";
export * from "./parts.js";
export * from "./emblems.js";
export { createApp, mountApp, keepPart } from "./app.js";
export * from "./rally.js";
