import XCTest

/// Stridewell registers an HKObserverQuery for workouts and calls
/// enableBackgroundDelivery(.immediate) at launch; the observer syncs the new
/// workout and posts a local "Workout synced" notification.
/// HealthSeeder is a lab-only companion app that writes HealthKit samples.
final class BackgroundDeliveryUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.stridewell.ios")
    private let seeder = XCUIApplication(bundleIdentifier: "com.stridewell.healthseeder")
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
        app.launch()
        app.switches["Enable background sync"].tap()
    }

    func testBackgroundedAppReceivesObserverUpdate() {
        XCUIDevice.shared.press(.home)                 // app suspended, not terminated
        seeder.launch()
        seeder.buttons["Write 5 km run"].tap()
        XCUIDevice.shared.press(.home)
        let banner = springboard.staticTexts["Workout synced"]
        XCTAssertTrue(banner.waitForExistence(timeout: 120), "observer update not delivered")
    }

    func testTerminatedAppSyncsNewWorkout() {
        app.terminate()                                // like swiping the app away
        seeder.launch()
        seeder.buttons["Write 5 km run"].tap()
        XCUIDevice.shared.press(.home)
        let banner = springboard.staticTexts["Workout synced"]
        XCTAssertTrue(banner.waitForExistence(timeout: 300), "Stridewell was not woken to sync the workout")
    }
}
