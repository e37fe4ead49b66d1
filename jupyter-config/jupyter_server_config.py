# When Voila runs inside a Jupyter server (as on Binder), the server owns the kernels:
# give it the kernel settings of voila.json, the one file that holds the app's settings.
import json
import pathlib

_settings = json.loads((pathlib.Path(__file__).parent / "voila.json").read_text())
c.MappingKernelManager.update(_settings["MappingKernelManager"])  # noqa: F821 (c is given by Jupyter)
