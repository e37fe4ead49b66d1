"""Write the example notebooks (run after adding a game: python scripts/notebooks.py).

Each game gets a play notebook and a rules notebook; index.ipynb is the gallery.
Notebooks are saved without outputs; Voila runs them and shows only the widgets.
"""

import pathlib

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

HERE = pathlib.Path(__file__).resolve().parent.parent / "notebooks"

PLAY = {
    "gipf": {
        "title": "GIPF",
        "intro": "Push pieces in from the rim of a hexagon; four of your colour in a line "
                 "take the whole line off. Run out of pieces, or lose your last GIPF piece, and you lose.",
        "code_game": ['g = tw.new("gipf", seed=11)',
                      'board = g.widget()          # a spectator board on this game',
                      'board'],
        "code_moves": ['for action in ["a1-b2", "i5-h5", "e9-e8"]:',
                       '    g.play(action)           # the board above follows every move',
                       'g.legal_actions()[:6], g.to_move'],
    },
    "backgammon": {
        "title": "Backgammon",
        "intro": "Race your fifteen checkers home and bear them off, hitting lone checkers on the way. "
                 "The doubling cube raises the stakes; set a match length in the new-game dialog.",
        "code_game": ['g = tw.new("backgammon", seed=5)',
                      'board = g.widget()',
                      'board'],
        "code_moves": ['from tablewidgets.engine.bots import GreedyBot',
                       'bot = GreedyBot(seed=1)',
                       'for _ in range(6):             # let a bot play a few decisions for both sides',
                       '    seat = g.to_move[0]',
                       '    g.play(bot.choose(g, seat), seat=seat)',
                       'g.view()["pips"]'],
    },
}


def write(name: str, cells: list) -> None:
    nb = new_notebook(cells=cells, metadata={
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        "language_info": {"name": "python"}})
    nbformat.write(nb, HERE / name)


def main() -> None:
    HERE.mkdir(exist_ok=True)
    write("index.ipynb", [
        new_markdown_cell("# tablewidgets\n\nPick a game, choose who sits at each seat "
                          "(you, a friend on the same screen, or a bot), and play. "
                          "Each game also has a rules notebook that teaches it step by step: "
                          + ", ".join(f"[{v['title']} rules]({k}-rules.ipynb)" for k, v in PLAY.items()) + "."),
        new_code_cell("import tablewidgets as tw\n\ntw.gallery()"),
    ])
    for name, info in PLAY.items():
        write(f"{name}.ipynb", [
            new_markdown_cell(f"# {info['title']}\n\n{info['intro']}\n\n"
                              f"New to the game? The [rules notebook]({name}-rules.ipynb) teaches it step by step."),
            new_markdown_cell("## Against the computer\n\nClick a highlighted spot on the board to move; "
                              "the bot answers after a short pause. *New game* changes the options and the seats."),
            new_code_cell(f'import tablewidgets as tw\n\ntw.play("{name}", seats=["human", "mcts"])'),
            new_markdown_cell("## Two players on one screen\n\nPass the mouse after each move: "
                              "the board always shows the player whose turn it is."),
            new_code_cell(f'tw.play("{name}", seats=["human", "human"])'),
            new_markdown_cell("## Driving a game from code\n\nA game is a plain Python object. "
                              "A widget on it shows every move made from code as it happens."),
            new_code_cell("\n".join(info["code_game"])),
            new_code_cell("\n".join(info["code_moves"])),
        ])
        write(f"{name}-rules.ipynb", [
            new_markdown_cell(f"# Learn {info['title']}\n\nStep through the lesson with *Next* and *Back*. "
                              "When a step sets a task, make the move on the board: the lesson checks it."),
            new_code_cell(f'import tablewidgets as tw\n\ntw.teach("{name}")'),
        ])


if __name__ == "__main__":
    main()
