import XCTest

final class RelaunchRestorationUITests: XCTestCase {
    func testLockSessionIsRestoredAfterTermination() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "RelaunchRestorationUITests/testLockSessionIsRestoredAfterTermination"
        app.launch()
        app.buttons["Connect front door"].tap()

        // Simulate the system killing us while a connect request is pending.
        app.terminate()

        // CoreBluetooth should relaunch the app in the background when the lock comes in range.
        let relaunched = app.wait(for: .runningBackground, timeout: 45)
        XCTAssertTrue(relaunched, "Latchkey was not relaunched by Bluetooth state restoration within 45 s")
    }
}
