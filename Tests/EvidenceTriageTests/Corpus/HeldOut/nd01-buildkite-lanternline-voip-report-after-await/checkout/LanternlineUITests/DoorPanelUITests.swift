import XCTest

final class DoorPanelUITests: XCTestCase {
    func testUnlockButtonVisibleDuringCall() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestFakeActiveCall", "door-lobby"]
        app.launch()
        XCTAssertTrue(app.buttons["Unlock door"].waitForExistence(timeout: 10))
    }
}
