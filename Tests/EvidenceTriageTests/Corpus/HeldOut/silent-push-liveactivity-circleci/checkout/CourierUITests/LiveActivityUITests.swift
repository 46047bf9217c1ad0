import XCTest

final class LiveActivityUITests: XCTestCase {

    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    /// Ten stop updates pushed one second apart must all show up on the Lock Screen activity.
    func testTenRapidUpdatesAllRender() throws {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Start delivery run"].tap()

        let sender = try PushSenderClient.connect()
        for stop in 1...10 {
            try sender.pushLiveActivity(bundleID: "com.parcelpath.courier",
                                        contentState: ["stopsRemaining": 10 - stop, "eta": "14:\(10 + stop)"],
                                        priority: 10)
            Thread.sleep(forTimeInterval: 1)
        }
        XCUIDevice.shared.press(.home)
        let last = springboard.staticTexts["0 stops left"]
        XCTAssertTrue(last.waitForExistence(timeout: 20), "Live Activity still shows an earlier state")
    }
}
