"""Start Voila or JupyterLab on a free localhost port and stop it after (tests and benchmarks)."""

import contextlib
import os
import pathlib
import shutil
import socket
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = os.environ.get("TW_CHROMIUM", "/usr/bin/chromium")
BIN = pathlib.Path(sys.executable).parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_port(port: int, proc: subprocess.Popen, timeout: float = 90.0) -> None:
    """A TCP connect, not a GET: every GET of a Voila page starts a kernel."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the server exited early with code {proc.returncode}")
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=1):
            return
        time.sleep(0.2)
    raise RuntimeError(f"nothing listens on port {port} after {timeout} s")


@contextlib.contextmanager
def server(cmd: list[str], port: int, env: dict | None = None, cwd: pathlib.Path = ROOT):
    ARTIFACTS.mkdir(exist_ok=True)
    log = open(ARTIFACTS / f"server-{port}.log", "w")
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=log, stderr=subprocess.STDOUT,
                            env={**os.environ, **(env or {})}, start_new_session=True)
    try:
        wait_for_port(port, proc)
        yield f"http://127.0.0.1:{port}"
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


@contextlib.contextmanager
def voila(notebook_dir: pathlib.Path = ROOT / "notebooks", theme: str = "light", extra: list[str] = ()):
    port = free_port()
    cmd = [str(BIN / "voila"), str(notebook_dir), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
           "--VoilaExecutor.timeout=120", "--show_tracebacks=True", f"--theme={theme}",
           "--VoilaConfiguration.extension_denylist="
           '["@jupyter-notebook/lab-extension","@voila-dashboards/jupyterlab-preview"]', *extra]
    with server(cmd, port) as url:
        yield url


@contextlib.contextmanager
def jupyterlab(root: pathlib.Path):
    port = free_port()
    tmp = pathlib.Path(tempfile.mkdtemp(prefix="tw-lab-"))
    env = {"JUPYTERLAB_WORKSPACES_DIR": str(tmp / "ws"), "JUPYTERLAB_SETTINGS_DIR": str(tmp / "settings"),
           "JUPYTER_RUNTIME_DIR": str(tmp / "runtime")}
    cmd = [str(BIN / "jupyter"), "lab", "--no-browser", "--allow-root", f"--port={port}",
           "--ServerApp.ip=127.0.0.1", "--IdentityProvider.token=", "--ServerApp.password=",
           "--ServerApp.disable_check_xsrf=True", "--LabApp.expose_app_in_browser=True",
           f"--ServerApp.root_dir={root}"]
    try:
        with server(cmd, port, env=env) as url:
            yield url
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def shot(page, name: str) -> pathlib.Path:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def write_notebook(path: pathlib.Path, code: str) -> pathlib.Path:
    """A one-cell notebook running ``code``."""
    import json
    nb = {"cells": [{"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [], "source": code}],
          "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    path.write_text(json.dumps(nb))
    return path


@contextlib.contextmanager
def voila_notebooks(cells: dict[str, str]):
    """One Voila server for a folder of one-cell notebooks ``{name: code}``; any page may ask
    for the dark theme with ``?theme=dark`` (see :func:`open_notebook`). Yields the base url."""
    tmp = pathlib.Path(tempfile.mkdtemp(prefix="tw-voila-"))
    for name, code in cells.items():
        write_notebook(tmp / f"{name}.ipynb", code)
    try:
        with voila(tmp, extra=["--VoilaConfiguration.allow_theme_override=YES"]) as url:
            yield url
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def open_notebook(page, url: str, name: str, theme: str = "light", wait: str = ".tw-app svg") -> None:
    """Open notebook ``name`` of a :func:`voila_notebooks` server in ``page`` and wait for ``wait``."""
    page.goto(f"{url}/voila/render/{name}.ipynb?theme={theme}", wait_until="domcontentloaded")
    page.wait_for_selector(wait, timeout=120_000)


@contextlib.contextmanager
def voila_cell(page, code: str, theme: str = "light"):
    """Serve a one-cell notebook running ``code`` with Voila and open it in ``page``.

    Example: ``with voila_cell(page, 'import tablewidgets as tw\\ntw.play("gipf", seats=["human", "random"])'):``
    then ``play_until_over(page, page, random.Random(1))``.
    """
    import json
    tmp = pathlib.Path(tempfile.mkdtemp(prefix="tw-voila-"))
    nb = {"cells": [{"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [], "source": code}],
          "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    (tmp / "app.ipynb").write_text(json.dumps(nb))
    try:
        with voila(tmp, theme=theme) as url:
            page.goto(f"{url}/voila/render/app.ipynb", wait_until="domcontentloaded")
            page.wait_for_selector(".tw-app svg", timeout=120_000)
            yield url
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
