import XCTest

/// The app seeds one sleep sample shortly after it is backgrounded; HealthKit should then
/// wake it through the observer query registered with background delivery.
final class SleepObserverUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-skipOnboarding", "YES", "-seedSleepAfterBackground", "5"]
        ObserverMarker.clear()
    }

    func testBackgroundDeliveryWakesAppAfterNewSleepSample() {
        app.launch()
        XCTAssertTrue(app.tabBars.buttons["Today"].waitForExistence(timeout: 10))
        XCUIDevice.shared.press(.home)

        let fired = expectation(description: "sleep observer fired in background")
        ObserverMarker.observe("sleep-observer-fired") { fired.fulfill() }
        wait(for: [fired], timeout: 300)
    }
}
