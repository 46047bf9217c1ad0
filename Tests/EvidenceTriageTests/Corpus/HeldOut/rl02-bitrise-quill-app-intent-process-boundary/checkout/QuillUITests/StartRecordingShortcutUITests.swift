import XCTest

final class StartRecordingShortcutUITests: XCTestCase {
    func testShortcutStartsRecording() throws {
        let app = XCUIApplication()
        app.launch()
        XCUIDevice.shared.press(.home)

        let runner = ShortcutRunner(shortcutName: "Start Recording", appName: "Quill")
        try runner.run()

        XCTAssertTrue(app.wait(for: .runningForeground, timeout: 10))
        let indicator = app.staticTexts["recording.indicator"]
        XCTAssertTrue(indicator.waitForExistence(timeout: 8), "recording did not start after the shortcut ran")
    }
}
