"""Every example notebook runs top to bottom in a real kernel without an error."""

import pathlib

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = sorted((pathlib.Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))


def test_every_game_has_a_play_and_a_rules_notebook():
    import tablewidgets as tw

    names = {p.stem for p in NOTEBOOKS}
    assert "index" in names
    for game in tw.GAMES:
        if game.startswith("toy_"):
            continue
        slug = game.replace("_", "-")          # notebook files are named like ponte-del-diavolo.ipynb
        assert slug in names and f"{slug}-rules" in names


#: the study notebook runs in Voila in tests/browser/test_study_voila.py, which checks its outputs
#: and that no cell raised; running its minute of simulations twice would only cost time
IN_VOILA = {"study"}


@pytest.mark.parametrize("path", [p for p in NOTEBOOKS if p.stem not in IN_VOILA],
                         ids=[p.stem for p in NOTEBOOKS if p.stem not in IN_VOILA])
def test_notebook_runs(path):
    nb = nbformat.read(path, as_version=4)
    assert all(not c.get("outputs") for c in nb.cells if c.cell_type == "code"), "saved with outputs"
    NotebookClient(nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}).execute()
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    widgets = [o for o in outputs if "application/vnd.jupyter.widget-view+json" in o.get("data", {})]
    assert widgets, "the notebook shows no widget"
