import XCTest

final class VoicemailPlaybackUITests: XCTestCase {
    func testPlaybackContinuesWhileAppIsInBackground() {
        let app = XCUIApplication()
        app.launchArguments = ["-SeedVoicemail", "vm-42s"]
        app.launch()
        app.cells["vm-42s"].tap()
        app.buttons["Play"].tap()

        XCUIDevice.shared.press(.home)
        sleep(10)
        app.activate()

        let position = Double(app.staticTexts["playback-position"].label) ?? 0
        XCTAssertGreaterThan(position, 9.0, "voicemail stopped playing when the app left the foreground")
    }
}
