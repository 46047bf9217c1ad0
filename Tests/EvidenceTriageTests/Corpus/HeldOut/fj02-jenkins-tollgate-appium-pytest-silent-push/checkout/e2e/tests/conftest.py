import os

import pytest
from appium import webdriver
from appium.options.ios import XCUITestOptions

APPIUM_URL = os.environ.get("APPIUM_URL", "http://127.0.0.1:4727")
BUNDLE_ID = "com.tollgate.commute"


def _options() -> XCUITestOptions:
    opts = XCUITestOptions()
    opts.device_name = os.environ.get("SIM_DEVICE", "iPhone 16 Pro")
    opts.platform_version = os.environ.get("SIM_OS", "26.0")
    opts.udid = os.environ["SIM_UDID"]
    opts.app = os.environ["APP_PATH"]
    opts.bundle_id = BUNDLE_ID
    opts.wda_launch_timeout = 120_000
    opts.new_command_timeout = 240
    opts.set_capability("appium:showXcodeLog", True)
    opts.set_capability("appium:processArguments", {
        "args": ["-uiTesting", "-stubServer", "http://127.0.0.1:4098"],
        # The commuter personas live on the US east coast.
        "env": {"TZ": "America/New_York"},
    })
    return opts


@pytest.fixture(scope="module")
def driver():
    drv = webdriver.Remote(APPIUM_URL, options=_options())
    yield drv
    drv.quit()
