import XCTest

final class CheckoutUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-UITestsStubbedBackend", "YES", "-UITestsSeedSession", "zone=Z-101,minutes=90"]
        app.launch()
    }

    func testPayButtonShowsSessionTotal() {
        app.buttons["Start parking"].tap()
        app.buttons["Pay $12.50"].tap()
        XCTAssertTrue(app.staticTexts["Session started"].waitForExistence(timeout: 10))
    }

    func testCancelReturnsToMap() {
        app.buttons["Start parking"].tap()
        app.buttons["Cancel"].tap()
        XCTAssertTrue(app.otherElements["zoneMap"].waitForExistence(timeout: 5))
    }
}
