import XCTest

/// Runs on the lab iPhone; staging-push sends real APNs sandbox updates.
final class LiveActivityPushUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testStartsLiveActivityForTrackedRoute() throws {
        app.launch()
        app.buttons["Track route 42"].tap()
        XCTAssertTrue(app.staticTexts["Live on Lock Screen"].waitForExistence(timeout: 10))
    }

    func testEveryHighPriorityUpdateIsRendered() throws {
        app.launch()
        app.buttons["Track route 42"].tap()
        XCUIDevice.shared.press(.home)
        try StagingPush.sendLiveActivityUpdates(route: 42, count: 12, interval: 5, priority: 10)
        let banner = springboard.otherElements["Route 42"].staticTexts["stop 12 of 12"]
        XCTAssertTrue(banner.waitForExistence(timeout: 10), "Lock Screen still shows: \(springboard.otherElements["Route 42"].staticTexts.element(boundBy: 1).label)")
    }
}
