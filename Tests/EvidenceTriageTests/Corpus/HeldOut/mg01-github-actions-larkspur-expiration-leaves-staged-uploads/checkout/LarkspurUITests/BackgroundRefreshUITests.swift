import XCTest

final class BackgroundRefreshUITests: XCTestCase {
    func testFeedRefreshesWhileBackgrounded() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundRefreshUITests/testFeedRefreshesWhileBackgrounded"
        app.launchArguments += ["-seedStaleFeed", "YES"]
        app.launch()

        app.buttons["Schedule refresh"].tap()          // submits com.larkspurapp.reader.refresh
        XCUIDevice.shared.press(.home)                // the system should now run the refresh

        let refreshed = app.staticTexts["Refreshed"]
        let appeared = expectation(for: NSPredicate(format: "exists == true"), evaluatedWith: refreshed)
        appeared.expectationDescription = "Refreshed badge appears"
        app.activate()
        wait(for: [appeared], timeout: 180)
    }
}
