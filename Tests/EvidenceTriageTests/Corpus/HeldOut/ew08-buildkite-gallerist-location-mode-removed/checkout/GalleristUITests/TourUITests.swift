import XCTest

final class TourUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "-locationAuthorized", "always"]
        app.launch()
    }

    func testStartingTourShowsNearbyExhibits() {
        app.buttons["Start tour"].tap()
        XCTAssertTrue(app.staticTexts["Nearby exhibits"].waitForExistence(timeout: 5))
    }

    func testTourListShowsAllGalleries() {
        app.tabBars.buttons["Tours"].tap()
        XCTAssertEqual(app.cells.count, 6)
    }
}
