import XCTest

/// Device lab: the strap on bench 3 stays connected to the phone.
final class StateRestorationUITests: XCTestCase {
    func testCentralRestoredAfterAppTerminated() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.staticTexts["Connected: PB-Strap-0193"].waitForExistence(timeout: 20))
        app.terminate()
        // Expect iOS to relaunch us into the background with willRestoreState when the strap sends data.
        let relaunched = app.wait(for: .runningBackground, timeout: 60)
        XCTAssertTrue(relaunched, "app was not relaunched for Bluetooth state restoration")
    }
}
