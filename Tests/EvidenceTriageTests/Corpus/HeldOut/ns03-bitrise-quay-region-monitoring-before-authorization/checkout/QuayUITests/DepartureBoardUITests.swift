import XCTest

final class DepartureBoardUITests: XCTestCase {
    func testBoardScrollsToNow() {
        let app = XCUIApplication()
        app.launchArguments = ["-clock", "2026-09-02T07:35:00Z"]
        app.launch()
        XCTAssertTrue(app.cells["sailing.08:10"].waitForExistence(timeout: 5))
        XCTAssertTrue(app.cells["sailing.08:10"].isHittable)
    }
}
