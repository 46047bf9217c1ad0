import XCTest

/// Terminates the app and expects iOS to relaunch it for the strap (state restoration).
final class StrapReconnectUITests: XCTestCase {
    func testAppRelaunchedByRestorationWithin60s() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "StrapReconnectUITests/testAppRelaunchedByRestorationWithin60s"
        app.launch()
        app.buttons["Pair strap"].tap()
        app.terminate()
        let relaunched = app.wait(for: .runningBackground, timeout: 60)
        XCTAssertTrue(relaunched, "iOS did not relaunch Pulsebeat for the strap within 60 s")
    }
}
