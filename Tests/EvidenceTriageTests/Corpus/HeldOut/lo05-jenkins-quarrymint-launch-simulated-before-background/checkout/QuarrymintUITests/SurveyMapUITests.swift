import XCTest

final class SurveyMapUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-ui-testing", "-offline-tiles"]
        app.launch()
    }

    func testDropPinOnLongPress() {
        app.maps.firstMatch.press(forDuration: 1.2)
        XCTAssertTrue(app.buttons["New sample point"].waitForExistence(timeout: 3))
    }
}
