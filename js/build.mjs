// Build the front end: one ES module per game (js/games/*.js) plus the gallery,
// and the shared stylesheet, into tablewidgets/static/. `--watch` rebuilds on change.
import * as esbuild from "esbuild";
import { readdirSync, mkdirSync } from "node:fs";
import { dirname, join, basename } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const outdir = join(here, "..", "tablewidgets", "static");
const games = readdirSync(join(here, "games")).filter((f) => f.endsWith(".js")).sort();

const entryPoints = [
  ...games.map((f) => ({ in: join(here, "games", f), out: basename(f, ".js") })),
  { in: join(here, "gallery.js"), out: "gallery" },
  { in: join(here, "kit", "style.css"), out: "tablewidgets" },
];

const options = {
  entryPoints,
  outdir,
  bundle: true,
  format: "esm",
  minify: !process.env.TW_NOMINIFY,
  target: "es2020",
  logLevel: "info",
};

mkdirSync(outdir, { recursive: true });
if (process.argv.includes("--watch")) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
  console.log("watching js/ for changes…");
} else {
  await esbuild.build(options);
}
