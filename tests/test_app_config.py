"""The app's one settings file, jupyter-config/voila.json, reaches both ways the app is served:
the standalone `voila` of ./dev gallery and a Jupyter server running Voila as an extension (Binder)."""

import json
import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
CONFIG = ROOT / "jupyter-config"
SETTINGS = json.loads((CONFIG / "voila.json").read_text())

STANDALONE = """
import json, sys
from voila.app import Voila
app = Voila()
app.initialize([sys.argv[1], "--port=0"])
app.init_settings()
km = app.kernel_manager
print(json.dumps({"cull": [km.cull_idle_timeout, km.cull_interval, km.cull_connected, km.cull_busy],
                  "denylist": app.voila_configuration.extension_denylist, "tornado": app.tornado_settings}))
"""

SERVER = """
import json
from jupyter_server.serverapp import ServerApp
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from voila.configuration import VoilaConfiguration
from voila.server_extension import load_config_file
app = ServerApp()
app.load_config_file()
km = AsyncMappingKernelManager(parent=app)
voila = VoilaConfiguration(parent=app)
voila.update_config(load_config_file())
print(json.dumps({"cull": [km.cull_idle_timeout, km.cull_interval, km.cull_connected, km.cull_busy],
                  "denylist": voila.extension_denylist}))
"""


def settings_seen(code, *args):
    env = {**os.environ, "JUPYTER_CONFIG_PATH": str(CONFIG)}
    out = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env,
                         cwd=ROOT / "notebooks", timeout=120)
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def expected_culling():
    k = SETTINGS["MappingKernelManager"]
    return [k["cull_idle_timeout"], k["cull_interval"], k["cull_connected"], k["cull_busy"]]


def test_standalone_voila_reads_the_settings_file():
    seen = settings_seen(STANDALONE, str(ROOT / "notebooks"))
    assert seen["cull"] == expected_culling()
    assert seen["denylist"] == SETTINGS["VoilaConfiguration"]["extension_denylist"]
    assert seen["tornado"]["disable_check_xsrf"] is True


def test_a_jupyter_server_running_voila_reads_the_settings_file():
    seen = settings_seen(SERVER)
    assert seen["cull"] == expected_culling()
    assert seen["denylist"] == SETTINGS["VoilaConfiguration"]["extension_denylist"]
