import XCTest

final class BackgroundPlaybackUITests: XCTestCase {
    func testPlaybackContinuesAfterHomeButton() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestLocalFixture", "breakwater-ch3.m4a"]
        app.launch()
        app.buttons["Play"].tap()
        sleep(2)
        let before = Double(app.staticTexts["elapsed-seconds"].label) ?? 0
        XCUIDevice.shared.press(.home)
        sleep(8)
        app.activate()
        let after = Double(app.staticTexts["elapsed-seconds"].label) ?? 0
        XCTAssertGreaterThan(after, before + 6, "playback position did not advance while in background")
    }
}
