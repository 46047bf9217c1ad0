import XCTest

final class PostListUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        // Fixture: 2 drafts on the server + 1 draft saved only on the device.
        app.launchArguments += ["-ui-testing", "-mock-api", "-logged-in", "-fixture", "drafts-mixed"]
        app.launch()
    }

    func testDraftsTabShowsDraftCount() throws {
        app.tabBars.buttons["My Site"].tap()
        app.cells["Posts"].tap()

        let draftsTab = app.buttons["drafts-filter"]
        XCTAssertTrue(draftsTab.waitForExistence(timeout: 5))
        XCTAssertEqual(draftsTab.label, "Drafts (3)")
    }
}
