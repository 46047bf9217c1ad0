import XCTest

final class AlbumGridUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-UITestsSeedLibrary", "12"]
        app.launch()
    }

    func testSelectAllShowsCount() {
        app.buttons["Select"].tap()
        app.buttons["Select All"].tap()
        XCTAssertEqual(app.navigationBars.firstMatch.identifier, "12 selected")
    }
}
