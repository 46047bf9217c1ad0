import XCTest

final class ResumePositionUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-UseBundledSampleBook", "YES", "-ResetPlaybackPositions", "YES"]
        app.launch()
    }

    func testPositionRestoredAfterTerminate() {
        app.buttons["Play"].tap()
        sleep(6)
        app.buttons["Pause"].tap()
        let saved = app.staticTexts["elapsed-time"].label

        app.terminate()
        let relaunched = XCUIApplication()
        relaunched.launchArguments += ["-UseBundledSampleBook", "YES"]
        relaunched.launch()

        XCTAssertEqual(relaunched.staticTexts["elapsed-time"].label, saved, "playback position was not restored after relaunch")
    }
}
