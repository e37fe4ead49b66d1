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
                          + ", ".join(f"[{v['title']} rules]({slug(k)}-rules.ipynb)" for k, v in PLAY.items()) + "."),
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
                              "When a step sets a task, make the move on the board: the lesson checks it."),
            new_code_cell(f'import tablewidgets as tw\n\ntw.teach("{name}")'),
        ])


if __name__ == "__main__":
    main()
