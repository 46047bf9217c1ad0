import XCTest

final class TicketWalletUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchEnvironment["FERRYPASS_E2E"] = "1"
        app.launch()
    }

    func testAddsBoardingPassFromDeepLink() throws {
        app.open(URL(string: "ferrypass://wallet/add?pass=E2E-4471")!)
        XCTAssertTrue(app.staticTexts["Harwich → Hook of Holland"].waitForExistence(timeout: 10))
    }
}
