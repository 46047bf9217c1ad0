import XCTest

final class BackgroundFetchUITests: XCTestCase {

    func testBackgroundFetchDeliversQueuedMessage() throws {
        let app = XCUIApplication()
        app.launchEnvironment["PARLEY_BACKEND"] = "ui-test-stub"
        app.launch()
        XCTAssertTrue(app.staticTexts["Harbour crew"].waitForExistence(timeout: 10))

        // Leave the app; the stub backend queues a message without a push.
        XCUIDevice.shared.press(.home)
        try UITestBackend.enqueueMessage("running late", conversation: "Harbour crew", sendPush: false)

        // The app sets the minimum background fetch interval, so iOS should
        // fetch in the background and show the local notification banner.
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let banner = springboard.otherElements["NotificationShortLookView"]
        XCTAssertTrue(banner.waitForExistence(timeout: 90),
                      "no banner for the queued message within 90 s of backgrounding")
    }
}
