import XCTest

final class BackgroundPlaybackUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-local-feed", "tides-and-currents"]
        app.launch()
    }

    func testPlaybackContinuesAfterHomeButton() {
        app.cells["episode-0"].tap()
        app.buttons["play"].tap()
        XCTAssertTrue(app.staticTexts["elapsed"].waitForExistence(timeout: 5))

        XCUIDevice.shared.press(.home)
        sleep(15)
        app.activate()

        let elapsed = Double(app.staticTexts["elapsed"].value as? String ?? "") ?? 0
        XCTAssertGreaterThanOrEqual(elapsed, 10, "playback stopped while the app was in the background")
    }

    func testPlaybackPausesOnInterruption() {
        app.cells["episode-0"].tap()
        app.buttons["play"].tap()
        app.buttons["debug-simulate-interruption"].tap()
        XCTAssertTrue(app.buttons["play"].waitForExistence(timeout: 5))
    }
}
