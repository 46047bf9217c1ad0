import XCTest

/// Runs on the "healthkit-authorized" Simulator clone (HealthKit access for
/// Stridelog pre-granted in the base image). The debug menu writes a step sample
/// through HKHealthStore; the app's observer query should pick it up while the
/// app is in the background and stamp "Last background delivery".
final class StepSyncEndToEndTests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-StridelogDebugMenu", "YES"]
        app.launch()
    }

    func testNewStepsSampleWakesObserverInBackground() {
        app.buttons["Debug"].tap()
        let before = app.staticTexts["last-background-delivery"].label

        app.buttons["Write 500 steps (external source)"].tap()
        XCTAssertTrue(app.staticTexts["Saved 500 steps"].waitForExistence(timeout: 5))
        XCUIDevice.shared.press(.home)
        sleep(120)
        app.activate()

        let after = app.staticTexts["last-background-delivery"].label
        XCTAssertNotEqual(after, before, "observer query was not delivered in the background within 120 s")
    }
}
