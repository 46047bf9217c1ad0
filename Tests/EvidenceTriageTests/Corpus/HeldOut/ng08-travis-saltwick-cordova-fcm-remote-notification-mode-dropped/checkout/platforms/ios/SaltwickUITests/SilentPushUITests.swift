import XCTest

final class SilentPushUITests: XCTestCase {

    func testSilentPushRefreshesInboxWhileBackgrounded() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTesting"]
        app.launch()
        let before = app.staticTexts["inbox-last-refresh"].label
        XCUIDevice.shared.press(.home)
        try SimctlPushRelay.send(fixture: "silent-inbox.apns", to: "com.saltwick.chat")
        sleep(5)
        app.activate()
        let changed = NSPredicate(format: "label != %@", before)
        let refreshed = XCTNSPredicateExpectation(predicate: changed, object: app.staticTexts["inbox-last-refresh"])
        XCTAssertEqual(XCTWaiter.wait(for: [refreshed], timeout: 30), .completed, "inbox not refreshed by silent push")
    }
}
