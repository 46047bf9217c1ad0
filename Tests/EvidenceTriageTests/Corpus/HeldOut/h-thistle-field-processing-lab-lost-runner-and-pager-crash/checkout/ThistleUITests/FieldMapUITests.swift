import XCTest

final class FieldMapUITests: XCTestCase {
    func testPinDropShowsCallout() {
        let app = XCUIApplication()
        app.launch()
        app.maps.firstMatch.press(forDuration: 1.2)
        XCTAssertTrue(app.otherElements["pin-callout"].waitForExistence(timeout: 5))
    }
}
