"""Write the example notebooks (run after adding a game: python scripts/notebooks.py).

Each game package defines ``NOTEBOOK`` (title, intro, code_game, code_moves); each gets a play notebook and a rules notebook; index.ipynb is the gallery.
Notebooks are saved without outputs; Voila runs them and shows only the widgets.
"""

import pathlib

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

HERE = pathlib.Path(__file__).resolve().parent.parent / "notebooks"

def games() -> dict:
    """Notebook texts of every finished game: each game package defines NOTEBOOK."""
    from importlib import import_module

    from tablewidgets.games import AVAILABLE
    found = {}
    for name in AVAILABLE:
        try:
            found[name] = import_module(f"tablewidgets.games.{name}").NOTEBOOK
        except ModuleNotFoundError:
            continue
    return found




def bot(name: str) -> str:
    """The bot a game offers first: its own default level."""
    import tablewidgets as tw
    return tw.GAMES[name].default_bot


def slug(name: str) -> str:
    """A game's notebook file name: ponte_del_diavolo -> ponte-del-diavolo."""
    return name.replace("_", "-")


def write(name: str, cells: list) -> None:
    for i, cell in enumerate(cells):   # stable ids: rewriting a notebook changes nothing
        cell["id"] = f"{name.removesuffix('.ipynb')}-{i}"
    nb = new_notebook(cells=cells, metadata={
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        "language_info": {"name": "python"}})
    nbformat.write(nb, HERE / name)


def main() -> None:
    PLAY = games()
    HERE.mkdir(exist_ok=True)
    write("index.ipynb", [
        new_markdown_cell("# tablewidgets\n\nPick a game, choose who sits at each seat "
                          "(you, a friend on the same screen, or a bot), and play. "
                          "Each game also has a rules notebook that teaches it step by step: "
                          + ", ".join(f"[{v['title']} rules]({slug(k)}-rules.ipynb)" for k, v in PLAY.items()) + ". "
                          "The [study notebook](study.ipynb) plays them by the thousand: who wins more often, "
                          "how strong each bot is, how long games last."),
        new_code_cell("import tablewidgets as tw\n\ntw.gallery()"),
    ])
    for name, info in PLAY.items():
        write(f"{slug(name)}.ipynb", [
            new_markdown_cell(f"# {info['title']}\n\n{info['intro']}\n\n"
                              f"New to the game? The [rules notebook]({slug(name)}-rules.ipynb) teaches it step by step."),
            new_markdown_cell("## Against the computer\n\nClick a highlighted spot on the board to move; "
                              "the bot answers after a short pause. *New game* changes the options and the seats."),
            new_code_cell(f'import tablewidgets as tw\n\ntw.play("{name}", seats=["human", "{bot(name)}"])'),
            new_markdown_cell("## Two players on one screen\n\nPass the mouse after each move: "
                              "the board always shows the player whose turn it is."),
            new_code_cell(f'tw.play("{name}", seats=["human", "human"])'),
            new_markdown_cell("## Driving a game from code\n\nA game is a plain Python object. "
                              "A widget on it shows every move made from code as it happens."),
            new_code_cell("\n".join(info["code_game"])),
            new_code_cell("\n".join(info["code_moves"])),
        ])
        write(f"{slug(name)}-rules.ipynb", [
            new_markdown_cell(f"# Learn {info['title']}\n\nStep through the lesson with *Next* and *Back*. "
                              "When a step sets a task, make the move on the board: the lesson checks it."
                              + (f"\n\n{info['rules_note']}" if info.get("rules_note") else "")),
            new_code_cell(f'import tablewidgets as tw\n\ntw.teach("{name}")'),
        ])
    write_study()


def write_study() -> None:
    """study.ipynb: simulations, bot ladders and a replay (kept small so Voila shows it quickly)."""
    write("study.ipynb", [
        new_markdown_cell("# Studying the games\n\nBots can play any game here many times over. "
                          "`tw.simulate` plays seeded games and returns a pandas DataFrame, one row per game; "
                          "`tw.ladder` plays bot levels against each other and rates them; `tw.replay` steps "
                          "through any game on its own board. The numbers below come from small samples so the "
                          "page loads quickly: raise `games=` in a notebook of your own for firmer ones."),
        new_code_cell("import matplotlib.pyplot as plt\nimport pandas as pd\n\nimport tablewidgets as tw"),
        new_markdown_cell("## Does the first player have an edge?\n\nRandom players at a table of two, "
                          "30 games of every game. A seat's *score* against the other is 1 for finishing ahead, "
                          "½ for a tie, 0 for finishing behind; 0.5 means no edge. With random players this "
                          "measures the rules themselves, not skill."),
        new_code_cell("runs = {name: tw.simulate(name, players=2, games=30, seed=1) for name in tw.GAMES}\n"
                      "runs[\"gipf\"].head()"),
        new_code_cell("def first_seat_score(df):\n"
                      "    return df.ranking.map(lambda r: 1.0 if r[0] < r[1] else 0.5 if r[0] == r[1] else 0.0)\n\n"
                      "rows = []\n"
                      "for name, df in runs.items():\n"
                      "    score = first_seat_score(df)\n"
                      "    half = 1.96 * score.std() / len(score) ** 0.5\n"
                      "    rows.append({\"game\": tw.GAMES[name].title, \"games\": len(df),\n"
                      "                 \"first seat's score\": score.mean(), \"± (95%)\": half,\n"
                      "                 \"median length (actions)\": df.actions.median()})\n"
                      "edge = pd.DataFrame(rows).set_index(\"game\")\n"
                      "edge.style.format({\"first seat's score\": \"{:.2f}\", \"± (95%)\": \"{:.2f}\", "
                      "\"median length (actions)\": \"{:.0f}\"})"),
        new_markdown_cell("## How long do games last?\n\nActions per game (every decision counts: "
                          "a move, a card, a die to use)."),
        new_code_cell("rows = -(-len(runs) // 4)   # four plots a row, as many rows as the games need\n"
                      "fig, axes = plt.subplots(rows, 4, figsize=(12, 2.5 * rows), layout=\"constrained\", "
                      "squeeze=False)\n"
                      "for ax, (name, df) in zip(axes.flat, runs.items()):\n"
                      "    ax.hist(df.actions, bins=12, color=\"#4c78a8\")\n"
                      "    ax.set_title(tw.GAMES[name].title, fontsize=10)\n"
                      "    ax.set_xlabel(\"actions\")\n"
                      "for ax in axes.flat[len(runs):]:\n"
                      "    ax.set_visible(False)\n"
                      "plt.show()"),
        new_markdown_cell("## How strong is each bot?\n\nEvery pair of levels meets in a few games with "
                          "the seats swapped each time. Ratings are Elo (the mean level is 1500) with a 95% interval; "
                          "the matrix gives each row's score against each column. The search bot (`\"mcts\"`) "
                          "takes seconds per game, so it is left out here: add it in a notebook of your own."),
        new_code_cell("backgammon = tw.ladder(\"backgammon\", levels=[\"random\", \"greedy\"], games=20, seed=1)\n"
                      "backgammon.plot()"),
        new_code_cell("twinkle = tw.ladder(\"twinkle_twinkle\", levels=[\"random\", \"greedy\", \"planner\"], games=4, seed=1)\n"
                      "twinkle"),
        new_markdown_cell("## Watch one of them\n\nThe longest GIPF game above, step by step: drag the "
                          "scrubber, or press *Play*. `g.export_html(\"game.html\")` writes the same replay "
                          "as one file that opens in any browser."),
        new_code_cell("longest = runs[\"gipf\"].actions.idxmax()\n"
                      "row = runs[\"gipf\"].loc[longest]\n"
                      "again = tw.simulate(\"gipf\", seats=row.seats, games=1, seed=row.seed, keep_saves=True, progress=False)\n"
                      "tw.replay(again.save[0], seats=row.seats)"),
    ])


if __name__ == "__main__":
    main()
