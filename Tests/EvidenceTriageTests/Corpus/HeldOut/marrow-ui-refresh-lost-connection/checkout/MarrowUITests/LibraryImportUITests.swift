import XCTest

final class LibraryImportUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments = ["--ui-testing", "--fixture-opml", "large-library.opml"]
    }

    func testImportLargeOPML() throws {
        app.launch()
        app.buttons["Import OPML"].tap()
        app.cells["large-library.opml"].tap()
        XCTAssertTrue(app.staticTexts["Imported 1,204 shows"].waitForExistence(timeout: 30))
    }

    func testImportShowsProgress() throws {
        app.launch() // relaunch after the previous test
        app.buttons["Import OPML"].tap()
        app.cells["large-library.opml"].tap()
        XCTAssertTrue(app.progressIndicators["importProgress"].waitForExistence(timeout: 10))
    }
}
