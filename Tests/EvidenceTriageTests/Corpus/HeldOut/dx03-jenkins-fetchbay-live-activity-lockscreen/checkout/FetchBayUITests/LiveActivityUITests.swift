import XCTest

/// Drives the download Live Activity through the app's debug hooks and reads the
/// Lock Screen presentation through SpringBoard.
final class LiveActivityUITests: XCTestCase {
    let app = XCUIApplication()
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "-liveActivityDebugHooks"]
        app.launch()
    }

    func testLockScreenShowsEachDownloadProgressStep() {
        app.buttons["debug-start-download-activity"].tap()
        XCUIDevice.shared.perform(NSSelectorFromString("pressLockButton"))
        for step in stride(from: 10, through: 100, by: 10) {
            app.debugHook("progress=\(step)")            // Activity.update every 0.5 s
            let label = springboard.staticTexts["download-progress"]
            let shown = label.waitForLabel("\(step)%", timeout: 2)
            XCTAssertTrue(shown, "Lock Screen still shows \(label.label) after update to \(step)%")
        }
    }

    func testCountdownUpdatesEverySecondOnLockScreen() {
        app.buttons["debug-start-pickup-countdown"].tap()
        XCUIDevice.shared.perform(NSSelectorFromString("pressLockButton"))
        var previous = springboard.staticTexts["pickup-countdown"].label
        for second in 1...15 {
            sleep(1)
            let now = springboard.staticTexts["pickup-countdown"].label
            XCTAssertNotEqual(now, previous, "countdown did not change after \(second) s")
            previous = now
        }
    }
}
