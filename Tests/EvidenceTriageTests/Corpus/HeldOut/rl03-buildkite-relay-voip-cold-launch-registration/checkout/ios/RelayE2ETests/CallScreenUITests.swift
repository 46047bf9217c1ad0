import XCTest

final class CallScreenUITests: XCTestCase {
    func testMuteToggle() {
        let app = XCUIApplication()
        app.launchArguments = ["-RelayFakeCall", "1"]
        app.launch()
        let mute = app.buttons["call.mute"]
        XCTAssertTrue(mute.waitForExistence(timeout: 5))
        mute.tap()
        XCTAssertEqual(mute.value as? String, "On")
    }
}
