"""How the app is served (jupyter-config/voila.json, used by ./dev gallery and Binder):
a closed page gives its kernel back at once, an abandoned one is culled, an open one is kept."""

import time

import pytest

from servers import kernel_running, page_kernel_id, shared_voila, voila, voila_cell, voila_notebook

pytestmark = pytest.mark.browser

GIPF = 'import tablewidgets as tw\ntw.play("gipf", seats=["human", "random"], seed=1)'


def wait_until_gone(url, kernel_id, seconds):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if not kernel_running(url, kernel_id):
            return True
        time.sleep(0.3)
    return False


def test_a_closed_page_shuts_its_kernel_down(page):
    with voila_cell(page, GIPF) as url:
        kernel = page_kernel_id(page)
        assert kernel_running(url, kernel)
        page.close(run_before_unload=True)          # what a browser does when the tab is closed
        assert wait_until_gone(url, kernel, 15), "the kernel of a closed page is still running"
    # the lab extensions that fail to load in Voila are turned off by the config file
    assert not [m for m in page.console_messages if "Failed to create module" in m], page.console_messages


def test_an_abandoned_page_is_culled_and_an_open_one_is_kept(browser):
    # idle for 8 s without a page: culled (long enough for a page to connect on a busy machine)
    culling = ("--MappingKernelManager.cull_idle_timeout=8", "--MappingKernelManager.cull_interval=1")
    voila_notebook(GIPF, name="serving-gipf.ipynb")
    with voila(shared_voila()[1], extra_args=culling) as url:     # a server of its own, culling fast
        pages = []
        for _ in range(2):
            pg = browser.new_context().new_page()
            pg.goto(f"{url}/voila/render/serving-gipf.ipynb", wait_until="domcontentloaded", timeout=120_000)
            pg.wait_for_selector(".tw-app [data-tw-id].tw-target", timeout=120_000)
            pages.append((pg, page_kernel_id(pg)))
        (kept, kept_kernel), (gone, gone_kernel) = pages
        gone.close()                                 # no unload handler: a crash or a lost connection
        gone.context.close()
        assert wait_until_gone(url, gone_kernel, 40), "an abandoned page's kernel was not culled"
        # the open page has been idle at least as long (it was last used before the other opened)
        assert kernel_running(url, kept_kernel), "the kernel of an open page was culled"
        step = kept.get_attribute(".tw-app", "data-step")
        for _ in range(3):                           # a move may take two clicks (a piece, then where)
            kept.locator("[data-tw-id].tw-target").first.click()
            kept.wait_for_timeout(300)
        kept.wait_for_function("s => document.querySelector('.tw-app').dataset.step !== s", arg=step)
        kept.context.close()
