"""Voila and JupyterLab on free localhost ports for tests and benchmarks, and a real Chromium.

A test session (each pytest-xdist worker is one) starts at most one Voila and one JupyterLab
and serves every browser test from them: ``voila()`` and ``voila_cell()`` use the shared
Voila, ``shared_jupyterlab()`` the shared JupyterLab. Every server reads the app's settings
from ``jupyter-config/`` (the same files ``./dev gallery`` and Binder use). ``voila(folder)``
with a folder of its own, and ``jupyterlab(root)``, still start a server of their own.
"""

import atexit
import contextlib
import hashlib
import json
import os
import pathlib
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = os.environ.get("TW_CHROMIUM", "/usr/bin/chromium")
BIN = pathlib.Path(sys.executable).parent
NOTEBOOKS = ROOT / "notebooks"
CONFIG = ROOT / "jupyter-config"          # voila.json: the app's one settings file
APP_ENV = {"JUPYTER_CONFIG_PATH": str(CONFIG)}


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


def _worker_tag() -> str:
    return os.environ.get("PYTEST_XDIST_WORKER", "main")


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


def _voila_cmd(notebook_dir: pathlib.Path, port: int, theme: str, extra: tuple = ()) -> list[str]:
    return [str(BIN / "voila"), str(notebook_dir), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
            "--VoilaExecutor.timeout=120", "--show_tracebacks=True", f"--theme={theme}", *extra]


# ---- the servers shared by a whole test session ------------------------------------------

_shared: dict[str, tuple[contextlib.ExitStack, str, pathlib.Path]] = {}
_lock = threading.Lock()


def _start_shared(key: str, start) -> tuple[str, pathlib.Path]:
    with _lock:
        if key not in _shared:
            stack = contextlib.ExitStack()
            try:
                url, folder = start(stack)
            except BaseException:
                stack.close()
                raise
            _shared[key] = (stack, url, folder)
        _, url, folder = _shared[key]
        return url, folder


def _temp_folder(stack: contextlib.ExitStack, prefix: str) -> pathlib.Path:
    folder = pathlib.Path(tempfile.mkdtemp(prefix=prefix))
    stack.callback(shutil.rmtree, folder, True)
    return folder


def shared_voila(theme: str = "light") -> tuple[str, pathlib.Path]:
    """The session's Voila: ``(url, folder)``. The folder holds a copy of every notebook in
    notebooks/ and the notebooks that ``voila_notebook`` writes. Any page may pick its theme
    with ``?theme=dark``; ``theme`` is only the default (a second theme starts a second server)."""
    def start(stack):
        folder = _temp_folder(stack, f"tw-voila-{_worker_tag()}-")
        for nb in NOTEBOOKS.glob("*.ipynb"):
            shutil.copy(nb, folder / nb.name)
        port = free_port()
        url = stack.enter_context(server(_voila_cmd(folder, port, theme), port, env=APP_ENV, cwd=folder))
        return url, folder
    return _start_shared(f"voila-{theme}", start)


def shared_jupyterlab() -> tuple[str, pathlib.Path]:
    """The session's JupyterLab: ``(url, root)``. Copy notebooks under ``root`` (a folder of
    your own inside it keeps tests apart) and open ``{url}/lab/tree/<path>``."""
    def start(stack):
        tmp = _temp_folder(stack, f"tw-lab-{_worker_tag()}-")
        root = tmp / "root"
        root.mkdir()
        url = stack.enter_context(_jupyterlab_server(root, tmp))
        return url, root
    return _start_shared("lab", start)


def stop_shared() -> None:
    """Stop the session's servers (the browser tests' conftest does it when the session ends)."""
    with _lock:
        while _shared:
            _, (stack, _, _) = _shared.popitem()
            stack.close()


atexit.register(stop_shared)


def voila_notebook(code: str, name: str | None = None) -> str:
    """Write a one-cell notebook running ``code`` into the shared Voila's folder; returns its file name."""
    _, folder = shared_voila()
    name = name or f"cell-{hashlib.sha1(code.encode()).hexdigest()[:12]}.ipynb"
    nb = {"cells": [{"cell_type": "code", "id": "app", "metadata": {}, "execution_count": None, "outputs": [],
                     "source": code}],
          "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    path = folder / name
    if not path.exists():
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps(nb))
        tmp.replace(path)
    return name


def open_voila(page, notebook: str, theme: str = "light", wait: str | None = ".tw-app, .tw-gallery") -> str:
    """Open ``notebook`` (a file of notebooks/ or from ``voila_notebook``) on the shared Voila in
    ``page``, in ``theme``, and wait for ``wait`` to show. Returns the server's url."""
    url, _ = shared_voila()
    page.goto(f"{url}/voila/render/{notebook}?theme={theme}", wait_until="domcontentloaded")
    if wait:
        page.wait_for_selector(wait, timeout=120_000)
    return url


def page_kernel_id(page) -> str:
    """The id of the kernel behind a Voila page."""
    return page.evaluate("() => JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")


def kernel_running(url: str, kernel_id: str) -> bool:
    try:
        with urllib.request.urlopen(f"{url}/api/kernels/{kernel_id}", timeout=10):
            return True
    except urllib.error.HTTPError as e:
        if e.code == 404:
            return False
        raise


# ---- the helpers the tests were written against (they now use the shared servers) --------

@contextlib.contextmanager
def voila(notebook_dir: pathlib.Path | None = None, theme: str = "light", extra_args: tuple = (),
          extra: tuple = ()):
    """A Voila serving every notebook of notebooks/ (the shared one) or ``notebook_dir`` (a
    server of its own, with ``extra_args`` or ``extra`` added to its command line)."""
    extra_args = (*extra_args, *extra)
    if (notebook_dir is None or pathlib.Path(notebook_dir).resolve() == NOTEBOOKS) and not extra_args:
        yield shared_voila(theme)[0]
        return
    port = free_port()
    with server(_voila_cmd(pathlib.Path(notebook_dir or NOTEBOOKS), port, theme, extra_args), port,
                env=APP_ENV) as url:
        yield url


def _jupyterlab_server(root: pathlib.Path, tmp: pathlib.Path):
    port = free_port()
    env = {"JUPYTERLAB_WORKSPACES_DIR": str(tmp / "ws"), "JUPYTERLAB_SETTINGS_DIR": str(tmp / "settings"),
           "JUPYTER_RUNTIME_DIR": str(tmp / "runtime")}
    cmd = [str(BIN / "jupyter"), "lab", "--no-browser", "--allow-root", f"--port={port}",
           "--ServerApp.ip=127.0.0.1", "--IdentityProvider.token=", "--ServerApp.password=",
           "--ServerApp.disable_check_xsrf=True", "--LabApp.expose_app_in_browser=True",
           f"--ServerApp.root_dir={root}"]
    return server(cmd, port, env=env)


@contextlib.contextmanager
def jupyterlab(root: pathlib.Path):
    """A JupyterLab of its own serving ``root`` (``shared_jupyterlab()`` is quicker)."""
    tmp = pathlib.Path(tempfile.mkdtemp(prefix="tw-lab-"))
    try:
        with _jupyterlab_server(root, tmp) as url:
            yield url
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def stop_lab_kernels(url: str) -> None:
    """Shut down every kernel of a JupyterLab (closing a Lab tab leaves its kernel running)."""
    with urllib.request.urlopen(f"{url}/api/kernels", timeout=10) as r:
        kernels = json.load(r)
    for k in kernels:
        req = urllib.request.Request(f"{url}/api/kernels/{k['id']}", method="DELETE")
        with contextlib.suppress(urllib.error.HTTPError):
            urllib.request.urlopen(req, timeout=30).close()


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
    """One-cell notebooks ``{name: code}`` on the shared Voila; any page may ask for the dark
    theme with ``?theme=dark`` (see :func:`open_notebook`). Yields the base url."""
    url, folder = shared_voila()
    for name, code in cells.items():
        tmp = folder / f"cells-{name}.{os.getpid()}.tmp"
        write_notebook(tmp, code)
        tmp.replace(folder / f"cells-{name}.ipynb")
    yield url


def open_notebook(page, url: str, name: str, theme: str = "light", wait: str = ".tw-app svg") -> None:
    """Open notebook ``name`` of :func:`voila_notebooks` in ``page`` and wait for ``wait``."""
    page.goto(f"{url}/voila/render/cells-{name}.ipynb?theme={theme}", wait_until="domcontentloaded")
    page.wait_for_selector(wait, timeout=120_000)


@contextlib.contextmanager
def voila_cell(page, code: str, theme: str = "light"):
    """Serve a one-cell notebook running ``code`` with the shared Voila and open it in ``page``.

    Example: ``with voila_cell(page, 'import tablewidgets as tw\\ntw.play("gipf", seats=["human", "random"])'):``
    then ``play_until_over(page, page, random.Random(1))``.
    """
    yield open_voila(page, voila_notebook(code), theme=theme, wait=".tw-app svg")


@contextlib.contextmanager
def lab_notebook(notebook: pathlib.Path):
    """Copy ``notebook`` into a folder of its own on the session's JupyterLab; yields
    ``(url, path)`` to open ``{url}/lab/tree/{path}``; stops the Lab's kernels after."""
    url, root = shared_jupyterlab()
    folder = pathlib.Path(tempfile.mkdtemp(prefix=f"{notebook.stem}-", dir=root))
    shutil.copy(notebook, folder / notebook.name)
    try:
        yield url, f"{folder.name}/{notebook.name}"
    finally:
        stop_lab_kernels(url)
        shutil.rmtree(folder, ignore_errors=True)
