import XCTest

final class PairingUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments = ["-uitest-reset-pairings"]
        app.launch()
    }

    func testManualCodeEntryFallback() {
        app.buttons["Enter code instead"].tap()
        let field = app.textFields["pairingCode"]
        XCTAssertTrue(field.waitForExistence(timeout: 5))
        field.typeText("LF-2044-7781")
        app.buttons["Pair"].tap()
        XCTAssertTrue(app.staticTexts["Pairing…"].waitForExistence(timeout: 5))
    }

    func testScanButtonOpensViewfinder() {
        app.buttons["Scan QR code"].tap()

        let viewfinder = app.otherElements["viewfinder"]
        XCTAssertTrue(viewfinder.waitForExistence(timeout: 10))
    }
}
