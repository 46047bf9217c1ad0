import CoreLocation
import XCTest

final class RelaunchUITests: XCTestCase {
    func testAppRelaunchesAfterSignificantMove() {
        let app = XCUIApplication()
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 46.5581, longitude: 7.8350))
        app.launch()
        app.buttons["Start tracking"].tap()
        app.terminate()

        // Move ~12 km (Grindelwald -> Wengen); Core Location should relaunch the app.
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 46.6086, longitude: 7.9213))
        XCTAssertTrue(app.wait(for: .runningBackground, timeout: 120),
                      "app was not relaunched in the background after a 12 km move")
    }
}
