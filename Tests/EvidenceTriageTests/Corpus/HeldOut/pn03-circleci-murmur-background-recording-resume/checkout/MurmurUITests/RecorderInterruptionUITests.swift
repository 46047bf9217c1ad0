import XCTest

final class RecorderInterruptionUITests: XCTestCase {
    func testResumesRecordingAfterInterruptionInBackground() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestInterruptionHooks", "YES"]
        app.launch()
        app.buttons["record.toggle"].tap()
        XCTAssertEqual(app.staticTexts["record.status"].label, "Recording")
        XCUIDevice.shared.press(.home)
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        _ = springboard.wait(for: .runningForeground, timeout: 5)
        app.openURL(URL(string: "murmur-test://interruption/began")!)
        app.openURL(URL(string: "murmur-test://interruption/ended")!)
        app.activate()
        XCTAssertEqual(app.staticTexts["record.status"].label, "Recording")
    }
}
