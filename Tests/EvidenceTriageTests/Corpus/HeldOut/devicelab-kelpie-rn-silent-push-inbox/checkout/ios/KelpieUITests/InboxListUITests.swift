import XCTest

final class InboxListUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.kelpie.chat")

    override func setUp() {
        continueAfterFailure = false
        app.launchEnvironment["KELPIE_E2E"] = "1"
        app.launch()
    }

    func testPullToRefreshShowsNewThread() {
        let list = app.collectionViews["inboxList"]
        XCTAssertTrue(list.waitForExistence(timeout: 20))
        list.swipeDown()
        XCTAssertTrue(app.staticTexts["thread-e2e-seeded"].waitForExistence(timeout: 8))
    }
}
