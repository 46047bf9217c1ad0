import XCTest

final class MetronomeBackgroundUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-reset-state"]
        app.launch()
    }

    func testMetronomeKeepsTickingAfterHome() throws {
        app.tabBars.buttons["Metronome"].tap()
        app.buttons["metronome.play"].tap()
        let counter = app.staticTexts["metronome.tickCount"]
        XCTAssertTrue(counter.waitForExistence(timeout: 5))

        XCUIDevice.shared.press(.home)
        sleep(4)
        app.activate()

        // 120 bpm for ~4 s in the background: the audio render callback keeps
        // counting only if the session is .playback with the audio background mode.
        let ticks = Int(counter.label) ?? 0
        XCTAssertGreaterThanOrEqual(ticks, 6, "metronome stopped while the app was in the background")
    }
}
