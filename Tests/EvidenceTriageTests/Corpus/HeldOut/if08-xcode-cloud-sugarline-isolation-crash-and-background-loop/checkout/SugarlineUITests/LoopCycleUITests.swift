import XCTest

/// Runs the app against the simulator CGM and simulator pump.
final class LoopCycleUITests: XCTestCase {
    func testLoopKeepsRunningWhileBackgrounded() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-SugarlineUseSimulatorDevices", "-SugarlineCGMSineWave"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "LoopCycleUITests/testLoopKeepsRunningWhileBackgrounded"
        app.launch()
        XCTAssertTrue(app.staticTexts["loop.status.fresh"].waitForExistence(timeout: 20))

        XCUIDevice.shared.press(.home)
        sleep(6 * 60)      // one CGM reading every 5 minutes
        app.activate()

        let minutes = Int(app.staticTexts["loop.lastCompletedMinutes"].label) ?? .max
        XCTAssertLessThanOrEqual(minutes, 6, "no loop cycle completed while the app was in the background")
    }
}
