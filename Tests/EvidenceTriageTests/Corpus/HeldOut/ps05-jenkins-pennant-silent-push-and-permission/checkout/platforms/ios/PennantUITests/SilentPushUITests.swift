import XCTest

final class SilentPushUITests: XCTestCase {
    func testContentAvailablePushStartsInboxSync() {
        let app = XCUIApplication()
        app.launch()
        XCUIDevice.shared.press(.home)
        // CI step `push-silent` runs: xcrun simctl push booted com.pennantclub.app ci/silent-inbox.apns
        let marker = XCTNSPredicateExpectation(predicate: NSPredicate(format: "exists == true"),
                                               object: app.staticTexts["inbox.synced.background"])
        app.activate()
        wait(for: [marker], timeout: 30)
    }
}
