import XCTest

final class PlaybackUITests: XCTestCase {
    func testPlaybackContinuesInBackground() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Play chapter 1"].tap()

        XCUIDevice.shared.press(.home)
        sleep(30)
        app.activate()

        let position = Double(app.staticTexts["playback-position-seconds"].label) ?? 0
        //
        //
        //
        //
        //
        //
        XCTAssertGreaterThan(position, 25.0, "playback position should keep advancing in the background")
    }
}
