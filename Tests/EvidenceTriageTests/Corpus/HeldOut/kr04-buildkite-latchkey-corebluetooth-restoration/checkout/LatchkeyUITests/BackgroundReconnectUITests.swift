import XCTest

/// Terminates Latchkey while a lock connection is pending and expects Core
/// Bluetooth state restoration to relaunch it in the background.
final class BackgroundReconnectUITests: XCTestCase {
    func testLockReconnectsAfterAppTerminated() {
        let app = XCUIApplication()
        app.launchArguments = ["-UITestPairedLock", "LK-7731"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Waiting for LK-7731"].waitForExistence(timeout: 10))

        app.terminate()
        let relaunched = app.wait(for: .runningBackground, timeout: 120)
        XCTAssertTrue(relaunched, "Latchkey was not relaunched by Bluetooth state restoration within 120 s")
    }
}
