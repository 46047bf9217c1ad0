import XCTest

final class PlaybackResumeUITests: XCTestCase {

    /// Background the app for 40 s mid-episode and come back to the same position.
    func testResumesPositionAfterBackgrounding() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestingEpisode", "wl-ep-3312", "-uiTestingStartAt", "754"]
        app.launch()
        app.buttons["play"].tap()
        app.buttons["pause"].tap()

        XCUIDevice.shared.press(.home)
        sleep(40)
        app.activate()

        XCTAssertTrue(app.staticTexts["position-12:34"].waitForExistence(timeout: 5),
                      "player should resume at 12:34")
    }
}
