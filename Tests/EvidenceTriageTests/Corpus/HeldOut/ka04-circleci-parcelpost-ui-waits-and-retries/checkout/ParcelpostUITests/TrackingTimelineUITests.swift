import XCTest

final class TrackingTimelineUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-uitest-fixtures", "delivered-with-signature"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "TrackingTimelineUITests/\(name)"
        app.launch()
    }

    func testTimelineShowsCarrierScans() {
        app.staticTexts["PP-7731-DE"].tap()
        XCTAssertTrue(app.cells["scan-row-0"].waitForExistence(timeout: 3))
    }

    func testDeliveredShowsSignatureAlert() {
        app.staticTexts["PP-7731-DE"].tap()
        app.buttons["Show signature"].tap()
        // The signature image is decoded off the main thread before the alert is shown.
        XCTAssertTrue(app.alerts["signature-alert"].waitForExistence(timeout: 3), "signature alert did not appear within 3 s")
    }
}
