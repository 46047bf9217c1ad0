import os

import pytest
from appium import webdriver
from appium.options.ios import XCUITestOptions

BUNDLE_ID = "app.lanternmarket.shop"


def _options() -> XCUITestOptions:
    opts = XCUITestOptions()
    opts.device_name = os.environ.get("IOS_DEVICE", "iPhone 15")
    opts.platform_version = os.environ.get("IOS_VERSION", "17.5")
    opts.app = os.environ["LANTERN_APP_PATH"]
    opts.bundle_id = BUNDLE_ID
    opts.wda_launch_timeout = 120_000
    opts.show_ios_log = True
    opts.auto_accept_alerts = True
    return opts


@pytest.fixture
def driver():
    drv = webdriver.Remote("http://127.0.0.1:4723", options=_options())
    drv.implicitly_wait(2)
    yield drv
    drv.quit()
