import XCTest

final class StreamingBackgroundUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-agent-stub", "slow-reply-75s"]
        app.launch()
    }

    func testReplyFinishesWhileAppInBackground() {
        app.textViews["composer"].tap()
        app.textViews["composer"].typeText("Summarize the sync engine changes")
        app.buttons["send"].tap()
        XCTAssertTrue(app.staticTexts["reply-status"].waitForExistence(timeout: 5))

        // The stubbed agent needs ~75 s; leave the app while it streams.
        XCUIDevice.shared.press(.home)
        sleep(90)
        app.activate()

        XCTAssertEqual(app.staticTexts["reply-status"].label, "complete")
    }
}
