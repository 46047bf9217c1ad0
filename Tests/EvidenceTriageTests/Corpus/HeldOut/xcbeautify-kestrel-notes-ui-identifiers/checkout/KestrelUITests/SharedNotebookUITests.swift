import XCTest

final class SharedNotebookUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-reset", "-uitest-offline"]
        app.launch()
    }

    func testSharedTabShowsNotebooks() throws {
        app.launchArguments.removeAll { $0 == "-uitest-offline" }
        app.tabBars.buttons["Shared"].tap()
        XCTAssertTrue(app.cells.firstMatch.waitForExistence(timeout: 10))
    }

    func testOfflineEmptyStateVisible() throws {
        app.tabBars.buttons["Shared"].tap()
        let emptyState = app.otherElements["sharedNotebooks.emptyState"]
        XCTAssertTrue(emptyState.waitForExistence(timeout: 5), "offline empty state not found")
        XCTAssertTrue(app.buttons["sharedNotebooks.retry"].exists)
    }
}
