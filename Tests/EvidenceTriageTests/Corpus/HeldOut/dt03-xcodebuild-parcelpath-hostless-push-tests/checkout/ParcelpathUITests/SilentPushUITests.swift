import XCTest

final class SilentPushUITests: XCTestCase {

    private let app = XCUIApplication()

    override func tearDown() {
        // Bring the app back and record what its debug overlay says about
        // the last push it handled.
        app.activate()
        let last = app.staticTexts["debug-last-push"]
        if last.waitForExistence(timeout: 5) { print("debug-last-push: \(last.label)") }
        super.tearDown()
    }

    func testForegroundPushShowsBanner() throws {
        app.launchArguments += ["-ui-testing"]
        app.launch()
        let response = try PushRelay.send(payload: "alert-out-for-delivery.apns", bundleID: "com.parcelpath.ios")
        print("push relay: \(response)")
        XCTAssertTrue(app.otherElements["in-app-banner"].waitForExistence(timeout: 10))
    }

    func testBackgroundPushUpdatesBadge() throws {
        app.launchArguments += ["-ui-testing"]
        app.launch()
        XCUIDevice.shared.press(.home)

        let response = try PushRelay.send(payload: "silent-refresh.apns", bundleID: "com.parcelpath.ios")
        print("push relay: \(response)")

        // The silent push makes the app refresh shipments in the background
        // and set the badge to the number of changed parcels.
        let icon = XCUIApplication(bundleIdentifier: "com.apple.springboard").icons["Parcelpath"]
        expectation(for: NSPredicate(format: "value CONTAINS %@", "1 new"), evaluatedWith: icon)
        waitForExpectations(timeout: 15)
    }
}
