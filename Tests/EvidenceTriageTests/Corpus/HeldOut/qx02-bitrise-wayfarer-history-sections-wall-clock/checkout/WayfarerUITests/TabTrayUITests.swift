import XCTest

final class TabTrayUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-skipIntro", "-clearTabs"]
        app.launch()
    }

    func testCloseAllTabsShowsEmptyState() {
        app.buttons["TabToolbar.tabsButton"].tap()
        app.buttons["TabTrayController.closeAllTabsButton"].tap()
        app.buttons["TabTrayController.deleteButton.closeAll"].tap()
        XCTAssertTrue(app.staticTexts["TabTray.emptyState"].waitForExistence(timeout: 5))
    }
}
