import XCTest

final class LiveActivityUITests: XCTestCase {
    func testActivityMarkedStaleAfterStaleDate() {
        let app = XCUIApplication()
        app.launchArguments += ["-staleAfterSeconds", "90"]
        app.launch()
        app.buttons["Start Parking"].tap()
        XCUIDevice.shared.press(.home)
        sleep(100)                                  // staleDate + 10 s
        app.activate()
        XCTAssertEqual(app.staticTexts["activity-state"].label, "stale")
    }
}
