"""The package as it would be published: `python -m build` from a clone (with npm) gives an
sdist and a wheel with the licence, the version written once and the built boards; the wheel
installs in a fresh environment and plays a game there without Node or npm."""

import email
import os
import pathlib
import shutil
import subprocess
import sys
import tarfile
import zipfile

import pytest

import tablewidgets

ROOT = pathlib.Path(__file__).resolve().parents[1]
NOT_IN_A_CLONE = {".git", ".venv", "node_modules", "static", "dist", "build", "test-artifacts", "__pycache__",
                  ".ipynb_checkpoints"}

PLAY = """
import shutil, sys
import tablewidgets as tw
from tablewidgets.engine.bots import RandomBot
assert shutil.which("node") is None and shutil.which("npm") is None, "Node is on the path"
assert "site-packages" in tw.__file__, tw.__file__
g = tw.new("gipf", seed=2)
bot = RandomBot(seed=2)
while not g.over:
    g.play(bot.choose(g, g.to_move[0]))
board = g.widget()
assert "export" in board._esm and board._css, "the built board is missing"
print("played", len(g.history), "steps;", g.result)
"""


def run(cmd, **kw):
    done = subprocess.run(cmd, capture_output=True, text=True, **kw)
    assert done.returncode == 0, f"{' '.join(map(str, cmd))} failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done.stdout


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """A copy of the source tree as a clone has it (no built boards), built as a release would be.

    To stay quick it reuses the JavaScript tools ./dev installed (node_modules, copied: the
    build still runs `npm install` and bundles the boards) and lets uv fill the isolated build
    environments (the `test` extra installs build[uv])."""
    if not shutil.which("npm"):
        pytest.fail("npm is needed to build the package from a clone: './dev test' installs it")
    tmp = tmp_path_factory.mktemp("package")
    src = tmp / "src"
    shutil.copytree(ROOT, src, ignore=lambda d, names: [n for n in names if n in NOT_IN_A_CLONE])
    if (ROOT / "node_modules").is_dir():
        shutil.copytree(ROOT / "node_modules", src / "node_modules", symlinks=True)
    run([sys.executable, "-m", "build", "--installer", "uv", "--outdir", str(tmp / "dist"), str(src)])
    sdist, = (tmp / "dist").glob("tablewidgets-*.tar.gz")
    wheel, = (tmp / "dist").glob("tablewidgets-*.whl")
    return tmp, sdist, wheel


def test_sdist_and_wheel_carry_the_licence_the_version_and_the_boards(built):
    _, sdist, wheel = built
    version = tablewidgets.__version__
    assert sdist.name == f"tablewidgets-{version}.tar.gz" and wheel.name.startswith(f"tablewidgets-{version}-")
    with tarfile.open(sdist) as tar:
        names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
    assert {"LICENSE", "pyproject.toml", "tablewidgets/static/gipf.js", "tablewidgets/static/gallery.js"} <= names
    assert not [n for n in names if n.startswith(("node_modules/", ".venv/"))]
    with zipfile.ZipFile(wheel) as whl:
        names = set(whl.namelist())
        meta = email.message_from_bytes(whl.read(f"tablewidgets-{version}.dist-info/METADATA"))
    assert f"tablewidgets-{version}.dist-info/licenses/LICENSE" in names
    games = [g for g in tablewidgets.GAMES if not g.startswith("toy_")]
    assert {f"tablewidgets/static/{g}.js" for g in games} <= names, "a game's board is not in the wheel"
    # package data: Hardback's word lists and their copyright notice
    assert {f"tablewidgets/games/hardback/{f}" for f in ("words.txt.gz", "proper_nouns.txt.gz", "SCOWL-COPYRIGHT")} <= names
    assert meta["Version"] == version
    assert meta["License-Expression"] == "MIT"
    classifiers = meta.get_all("Classifier")
    assert "Framework :: Jupyter" in classifiers and "Topic :: Games/Entertainment :: Board Games" in classifiers
    urls = dict(u.split(", ", 1) for u in meta.get_all("Project-URL"))
    assert {"Homepage", "Source", "Issues"} <= set(urls)


def test_the_wheel_installs_and_plays_without_node(built):
    tmp, _, wheel = built
    venv = tmp / "fresh"
    # uv makes the environment and installs the wheel with its dependencies from the index
    # as pip would, in seconds instead of minutes
    run([sys.executable, "-m", "uv", "venv", "-q", str(venv)])
    py = venv / "bin" / "python"
    run([sys.executable, "-m", "uv", "pip", "install", "-q", "--python", str(py), str(wheel)])
    no_node = os.pathsep.join(p for p in os.environ.get("PATH", "").split(os.pathsep)
                              if p and not (pathlib.Path(p) / "node").exists() and not (pathlib.Path(p) / "npm").exists())
    out = run([str(py), "-c", PLAY], cwd=tmp, env={**os.environ, "PATH": no_node, "PYTHONPATH": ""})
    assert out.startswith("played"), out
