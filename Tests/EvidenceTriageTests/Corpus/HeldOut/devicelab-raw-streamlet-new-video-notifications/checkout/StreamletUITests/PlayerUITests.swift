import XCTest

final class PlayerUITests: XCTestCase {
    func testResumePlaybackPosition() {
        let app = XCUIApplication(bundleIdentifier: "app.streamlet.ios")
        app.launchEnvironment["PLAYER_STUB"] = "resume-at-93s"
        app.launch()
        app.cells["Lab Channel – Episode 4"].tap()
        XCTAssertEqual(app.sliders["scrubber"].value as? String, "1:33")
    }
}
