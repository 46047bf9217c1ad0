import os
import pathlib

import pytest
from appium import webdriver
from appium.options.ios import XCUITestOptions

BUNDLE_ID = "com.kestrelnotes.app"
REPORTS = pathlib.Path(__file__).resolve().parent.parent / "reports"


def _options() -> XCUITestOptions:
    options = XCUITestOptions()
    options.platform_version = os.environ.get("SIM_OS", "18.6")
    options.device_name = os.environ.get("SIM_NAME", "iPhone 16")
    options.app = os.environ["KESTREL_APP"]
    options.bundle_id = BUNDLE_ID
    options.no_reset = True
    options.new_command_timeout = 300
    options.set_capability("appium:showIOSLog", True)
    options.set_capability("appium:wdaLaunchTimeout", 120000)
    return options


@pytest.fixture(scope="session")
def driver():
    drv = webdriver.Remote("http://127.0.0.1:4723", options=_options())
    yield drv
    drv.quit()


@pytest.fixture
def app(driver, request):
    """Relaunch the app for every test, handing it the test's identifier so the
    app's evidence recorder stamps its records with it (Suite/name)."""
    test_id = f"{request.cls.__name__}/{request.node.name}" if request.cls else request.node.name
    driver.execute_script("mobile: terminateApp", {"bundleId": BUNDLE_ID})
    driver.execute_script(
        "mobile: launchApp",
        {"bundleId": BUNDLE_ID, "environment": {"EVIDENCE_TEST_ID": test_id, "KESTREL_UI_TESTING": "1"}},
    )
    yield driver


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    rep = outcome.get_result()
    if rep.when == "call" and rep.failed and "app" in item.fixturenames:
        drv = item.funcargs["app"]
        REPORTS.mkdir(exist_ok=True)
        (REPORTS / f"page_source_{item.name}.xml").write_text(drv.page_source)
        drv.save_screenshot(str(REPORTS / f"screenshot_{item.name}.png"))
