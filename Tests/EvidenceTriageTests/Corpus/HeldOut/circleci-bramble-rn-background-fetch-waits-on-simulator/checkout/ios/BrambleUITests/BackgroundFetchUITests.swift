import XCTest

final class BackgroundFetchUITests: XCTestCase {
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testFetchEventFiresWithin15Minutes() {
        let app = XCUIApplication()
        app.launchEnvironment["BRAMBLE_FETCH_DEBUG"] = "1"
        app.launch()
        XCTAssertTrue(app.staticTexts["fetch-status: configured"].waitForExistence(timeout: 30))
        XCUIDevice.shared.press(.home)
        sleep(16 * 60) // minimumFetchInterval is 15 minutes
        app.activate()
        let lastFetch = app.staticTexts["last-fetch"]
        XCTAssertTrue(lastFetch.waitForExistence(timeout: 10))
        XCTAssertNotEqual(lastFetch.label, "never", "iOS should have delivered a background-fetch event after 15 minutes")
    }

    func testPrefetchTaskRunsAfterDelay() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Debug"].tap()
        app.buttons["Schedule prefetch (60 s)"].tap()
        XCUIDevice.shared.press(.home)
        let banner = springboard.otherElements["NotificationShortLookView"].staticTexts["Bramble prefetched 12 stories"]
        XCTAssertTrue(banner.waitForExistence(timeout: 180), "prefetch task did not run within 3 minutes")
    }
}
