import XCTest

final class RideMapUITests: XCTestCase {
    func testStationPinsAppear() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.otherElements["station-pin-Bryggen"].waitForExistence(timeout: 10))
    }
}
