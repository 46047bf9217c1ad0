import XCTest

final class IncomingCallUITests: XCTestCase {
    func testIncomingCallShowsCallerName() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-sign-in", "maya.k", "-uitest-inject-invite-after", "4", "-uitest-invite-from", "Jonah Reyes"]
        app.launch()
        let banner = app.staticTexts["incomingCall.callerName"]
        XCTAssertTrue(banner.waitForExistence(timeout: 20))
        XCTAssertEqual(banner.label, "Jonah Reyes")
    }
}
