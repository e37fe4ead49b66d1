import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)


import pytest  # noqa: E402


@pytest.fixture
def toy_widgets(monkeypatch):
    """Toy games (tests/toys.py) have no board of their own: give them an empty front end."""
    from tablewidgets import widget as bridge
    for name in ("toy_nim", "toy_highcard", "toy_dice"):
        cls = type(f"{name}Widget", (bridge.TableWidget,),
                   {"_esm": "export default { render() {} }", "_css": "", "__module__": __name__})
        monkeypatch.setitem(bridge._WIDGET_CLASSES, name, cls)
