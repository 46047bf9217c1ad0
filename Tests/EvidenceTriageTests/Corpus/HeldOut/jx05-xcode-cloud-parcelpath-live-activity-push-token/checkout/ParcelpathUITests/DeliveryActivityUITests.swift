import XCTest

final class DeliveryActivityUITests: XCTestCase {

    /// Starts tracking PP-88213, asks the staging stub to advance it (which sends an ActivityKit push
    /// to the token the app registered), then reads the activity state from the debug overlay.
    func testLockScreenActivityShowsOutForDeliveryAfterServerPush() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-PPStubServer", "https://stub.ci.parcelpath.internal", "-PPDebugOverlay", "YES"]
        app.launch()
        app.buttons["track.PP-88213"].tap()
        XCTAssertTrue(app.staticTexts["activity.state.inTransit"].waitForExistence(timeout: 10))

        try StubServer.advance(tracking: "PP-88213", to: "outForDelivery")
        XCTAssertTrue(app.staticTexts["activity.state.outForDelivery"].waitForExistence(timeout: 60),
                      "Live Activity never received the outForDelivery push")
    }
}
