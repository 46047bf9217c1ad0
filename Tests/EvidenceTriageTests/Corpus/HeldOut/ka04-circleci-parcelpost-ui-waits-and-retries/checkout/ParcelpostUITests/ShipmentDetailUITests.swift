import XCTest

final class ShipmentDetailUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-uitest-fixtures", "in-transit"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "ShipmentDetailUITests/\(name)"
        app.launch()
    }

    func testCopyTrackingNumberShowsToast() {
        app.staticTexts["PP-7731-DE"].tap()
        app.buttons["Copy tracking number"].tap()
        XCTAssertTrue(app.otherElements["toast.copied"].waitForExistence(timeout: 5), "\"Copied\" toast never appeared")
    }
}
