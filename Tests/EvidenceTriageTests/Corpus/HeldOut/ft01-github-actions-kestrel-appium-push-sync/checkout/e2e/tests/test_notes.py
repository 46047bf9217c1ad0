from appium.webdriver.common.appiumby import AppiumBy


class TestNotes:
    def test_create_note(self, app):
        app.find_element(AppiumBy.ACCESSIBILITY_ID, "notes.new").click()
        app.find_element(AppiumBy.ACCESSIBILITY_ID, "editor.title").send_keys("Reed bed transect")
        app.find_element(AppiumBy.ACCESSIBILITY_ID, "editor.done").click()
        assert app.find_element(AppiumBy.IOS_PREDICATE, "label == 'Reed bed transect'").is_displayed()

    def test_search_notes(self, app):
        app.find_element(AppiumBy.ACCESSIBILITY_ID, "notes.search").send_keys("transect")
        cells = app.find_elements(AppiumBy.IOS_CLASS_CHAIN, "**/XCUIElementTypeCell")
        assert len(cells) >= 1

    def test_share_sheet_opens(self, app):
        app.find_element(AppiumBy.IOS_CLASS_CHAIN, "**/XCUIElementTypeCell[1]").click()
        app.find_element(AppiumBy.ACCESSIBILITY_ID, "note.share").click()
        assert app.find_element(AppiumBy.ACCESSIBILITY_ID, "Copy").is_displayed()
