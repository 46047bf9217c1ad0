import XCTest

final class CheckoutUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-stub-fares"]
    }

    func testPayButtonEnabledAfterTermsAccepted() {
        app.launch()
        app.buttons["Buy ticket"].tap()
        app.switches["Accept terms"].tap()
        XCTAssertTrue(app.buttons["Pay"].isEnabled)
    }

    func testFareSummaryShowsReturnLeg() {
        app.launch()
        app.buttons["Buy ticket"].tap()
        XCTAssertTrue(app.staticTexts["Return · Fri 18:40"].waitForExistence(timeout: 5))
    }
}
