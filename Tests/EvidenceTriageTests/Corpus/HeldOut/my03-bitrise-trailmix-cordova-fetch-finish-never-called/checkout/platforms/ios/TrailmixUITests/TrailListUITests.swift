import XCTest

final class TrailListUITests: XCTestCase {
    func testOpenTrailFromList() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-fixtures", "alps-small"]
        app.launch()
        app.cells["trail-T-18"].tap()
        XCTAssertTrue(app.staticTexts["Ridge Loop"].waitForExistence(timeout: 5))
    }
}
