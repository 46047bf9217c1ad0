import XCTest

final class BoardingPassUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
    }

    func testOfflineBannerShownWithoutNetwork() {
        app.launchArguments += ["-UITestsOffline", "YES", "-UITestsSeedTicket", "HL-2231-A"]
        app.launch()
        app.tabBars.buttons["Tickets"].tap()
        app.cells["ticket-HL-2231-A"].tap()
        XCTAssertTrue(app.staticTexts["offlineBanner"].waitForExistence(timeout: 5),
                      "boarding pass should say it is showing the saved copy when offline")
    }
}
