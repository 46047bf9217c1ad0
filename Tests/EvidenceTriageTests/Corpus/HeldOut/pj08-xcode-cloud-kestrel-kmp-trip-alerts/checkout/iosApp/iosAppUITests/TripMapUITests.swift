import XCTest

final class TripMapUITests: XCTestCase {
    func testStationPinsRender() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Map"].tap()
        XCTAssertGreaterThan(app.otherElements.matching(identifier: "station.pin").count, 3)
    }
}
