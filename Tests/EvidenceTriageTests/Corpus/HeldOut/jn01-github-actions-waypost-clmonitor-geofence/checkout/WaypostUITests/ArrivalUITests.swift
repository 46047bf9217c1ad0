import CoreLocation
import XCTest

/// End-to-end arrival/departure flow on the Simulator. Location is simulated with
/// XCUIDevice.location; the app monitors the depot with CLMonitor.
final class ArrivalUITests: XCTestCase {
    private let depot = CLLocation(latitude: 37.33182, longitude: -122.03118)

    override func setUp() {
        continueAfterFailure = false
    }

    func testArrivingAtDepotShowsCheckIn() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-route", "depot-17"]
        XCUIDevice.shared.location = XCUILocation(location: depot)
        app.launch()
        XCTAssertTrue(app.staticTexts["Checked in at depot 17"].waitForExistence(timeout: 30))
    }

    func testLeavingDepotFenceShowsDeparture() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-route", "depot-17"]
        XCUIDevice.shared.location = XCUILocation(location: depot)
        app.launch()
        XCTAssertTrue(app.staticTexts["Checked in at depot 17"].waitForExistence(timeout: 30))

        // Drive ~450 m north: well outside the 150 m fence.
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 37.33587, longitude: -122.03118))
        let departed = app.staticTexts["Departed depot 17"].waitForExistence(timeout: 60)
        XCTAssertTrue(departed, "departure banner did not appear within 60 s of leaving the depot fence")
    }
}
