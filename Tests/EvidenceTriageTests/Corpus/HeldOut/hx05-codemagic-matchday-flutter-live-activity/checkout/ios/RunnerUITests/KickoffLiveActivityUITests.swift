import XCTest

final class KickoffLiveActivityUITests: XCTestCase {

    /// The app's debug hook replays the kickoff push into KickoffPushHandler
    /// 3 s after the app enters the background (same path as the real
    /// content-available push).
    func testKickoffPushWhileBackgroundedStartsLiveActivity() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-mdReplayKickoffPushAfterBackground", "3", "-mdFollowMatch", "hcfc-ngt-2026-12-07"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Following Harbour City v Northgate"].waitForExistence(timeout: 15))

        XCUIDevice.shared.press(.home)
        sleep(8)
        app.activate()

        XCTAssertTrue(app.staticTexts["live-activity-running"].waitForExistence(timeout: 5),
                      "no Live Activity after the kickoff push was handled in the background")
    }
}
