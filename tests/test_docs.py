"""The examples in the package's docstrings run and print what they say."""

import doctest
import importlib
import pkgutil

import pytest

import tablewidgets

MODULES = sorted(m.name for m in pkgutil.walk_packages(tablewidgets.__path__, "tablewidgets."))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    flags = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE | doctest.IGNORE_EXCEPTION_DETAIL
    failed, _ = doctest.testmod(module, optionflags=flags, verbose=False)
    assert failed == 0, f"{failed} docstring example(s) of {name} failed"
