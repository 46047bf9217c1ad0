import XCTest

final class ParcelTrackingUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testDeliveredParcelShowsSignature() {
        let app = XCUIApplication()
        app.launchArguments = ["-UITestFixtures", "delivered-with-signature"]
        app.launch()

        app.cells["WB-3902-KX"].tap()
        XCTAssertTrue(app.images["Signature"].waitForExistence(timeout: 5))
        XCTAssertTrue(app.staticTexts["Signed by R. Okafor"].exists)
    }

    func testSearchByTrackingNumber() {
        let app = XCUIApplication()
        app.launchArguments = ["-UITestFixtures", "route-12-stops"]
        app.launch()

        app.searchFields["Tracking number"].tap()
        app.typeText("WB-4471")
        XCTAssertTrue(app.cells["WB-4471-QP"].waitForExistence(timeout: 5))
    }
}
