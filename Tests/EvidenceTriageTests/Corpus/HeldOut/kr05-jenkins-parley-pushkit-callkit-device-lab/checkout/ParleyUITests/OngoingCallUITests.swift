import XCTest

final class OngoingCallUITests: XCTestCase {
    func testMuteButtonTogglesState() {
        let app = XCUIApplication()
        app.launchArguments = ["-ParleyFakeActiveCall"]
        app.launch()
        let mute = app.buttons["Mute"]
        XCTAssertTrue(mute.waitForExistence(timeout: 10))
        mute.tap()
        XCTAssertEqual(mute.value as? String, "1")
    }
}
