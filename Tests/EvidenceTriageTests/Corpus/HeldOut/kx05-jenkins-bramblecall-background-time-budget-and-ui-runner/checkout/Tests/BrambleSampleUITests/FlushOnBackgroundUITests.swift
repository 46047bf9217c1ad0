import XCTest

final class FlushOnBackgroundUITests: XCTestCase {
    func testQueuedEventsFlushAfterThreeMinutesInBackground() {
        let app = XCUIApplication()
        app.launchArguments = ["-BrambleEndpoint", "http://127.0.0.1:8089"]
        app.launch()
        app.buttons["Queue 40 events"].tap()

        // Background the app and give the flush plenty of time.
        XCUIDevice.shared.press(.home)
        sleep(200)

        app.activate()
        let sent = app.staticTexts["events-sent"].label
        //
        //
        //
        //
        //
        //
        //
        //
        XCTAssertEqual(sent, "40", "all queued events should be sent while the app sits in the background for 200 s")
    }
}
