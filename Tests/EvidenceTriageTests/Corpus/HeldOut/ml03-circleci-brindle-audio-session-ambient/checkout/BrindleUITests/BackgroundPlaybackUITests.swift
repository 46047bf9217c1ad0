import XCTest

final class BackgroundPlaybackUITests: XCTestCase {
    func testStreamKeepsPlayingAfterHome() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-stream", "fixtures/ninety-seconds.mp3"]
        app.launch()
        app.buttons["Play"].tap()
        XCUIDevice.shared.press(.home)
        sleep(75)
        app.activate()
        let position = app.staticTexts["playback-position"]
        XCTAssertTrue(position.label.hasPrefix("1:1"), "expected ~1:15 played, got \(position.label)")
    }
}
