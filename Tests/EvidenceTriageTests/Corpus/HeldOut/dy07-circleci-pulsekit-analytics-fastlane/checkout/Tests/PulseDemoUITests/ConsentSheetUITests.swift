import XCTest

final class ConsentSheetUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        addUIInterruptionMonitor(withDescription: "Tracking permission") { alert in
            alert.buttons["Ask App Not to Track"].tap()
            return true
        }
        app.launchArguments = ["-pulse-reset-consent"]
        app.launch()
    }

    func testConsentSheetDismissesAfterAccept() {
        let accept = app.buttons["consent.accept"]
        XCTAssertTrue(accept.waitForExistence(timeout: 5))
        accept.tap()
        app.tap()   // lets the interruption monitor handle the ATT alert
        XCTAssertFalse(app.otherElements["consent.sheet"].exists)
    }
}
