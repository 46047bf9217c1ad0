import XCTest

/// The app runs an HKObserverQuery for stepCount with enableBackgroundDelivery(.immediate).
final class StepBackgroundDeliveryTests: XCTestCase {
    private let app = XCUIApplication()
    private let writer = XCUIApplication(bundleIdentifier: "app.finch.steps.healthwriter")

    func testObserverFiresWithinTwentySecondsOfSave() {
        app.launch()
        let before = app.staticTexts["observerWakeups"].label
        XCUIDevice.shared.press(.home)
        writer.launch()
        writer.buttons["Write 1200 steps"].tap()
        writer.terminate()
        sleep(20)
        app.activate()
        XCTAssertNotEqual(app.staticTexts["observerWakeups"].label, before,
                          "HKObserverQuery should have woken the app for the new stepCount sample")
    }
}
