import XCTest

final class LibraryUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testEmptyLibraryShowsDiscoverButton() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestEmptyLibrary", "YES"]
        app.launch()

        app.tabBars.buttons["Library"].tap()
        XCTAssertTrue(app.buttons["Discover podcasts"].waitForExistence(timeout: 10))
    }
}
