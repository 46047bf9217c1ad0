import XCTest

final class TrackMapUITests: XCTestCase {
    func testRecordButtonVisible() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.buttons["map.record"].waitForExistence(timeout: 5))
    }
}
