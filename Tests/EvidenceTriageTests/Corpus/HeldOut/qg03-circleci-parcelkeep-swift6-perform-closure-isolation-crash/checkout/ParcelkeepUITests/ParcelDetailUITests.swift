import XCTest

final class ParcelDetailUITests: XCTestCase {
    @MainActor
    func testMapPinShown() {
        let app = XCUIApplication()
        app.launchArguments = ["--ui-testing", "--seed", "one-in-transit"]
        app.launch()
        app.cells.firstMatch.tap()
        XCTAssertTrue(app.otherElements["detail.map.pin"].waitForExistence(timeout: 10))
    }
}
