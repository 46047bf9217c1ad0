import XCTest

final class ShareFlowUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    /// Share an itinerary, leave the app straight away (as most users do), come back later:
    /// the share link must be live.
    func testShareLinkReadyAfterLeavingApp() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestingTrip", "lisbon-porto", "-shareEndpoint", "https://share-staging.waypost.app/v2/itineraries"]
        app.launch()
        app.buttons["trip-share"].tap()
        app.buttons["Copy Link"].tap()
        XCUIDevice.shared.press(.home)
        sleep(30)
        app.activate()
        XCTAssertTrue(app.staticTexts["Share link ready"].waitForExistence(timeout: 5),
                      "share link should be ready 30 s after leaving the app")
    }
}
