import XCTest

final class BackgroundRefreshUITests: XCTestCase {

    func testValidityRefreshRunsAfterBackgrounding() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundRefreshUITests/testValidityRefreshRunsAfterBackgrounding"
        app.launchArguments += ["-uitest-certificate-expiring-in-days", "3"]
        app.launch()

        // Leaving the app submits the refresh request (earliestBeginDate = now + 60 s in UI-test builds).
        XCUIDevice.shared.press(.home)

        let refreshed = XCTNSPredicateExpectation(
            predicate: NSPredicate(format: "exists == true"),
            object: app.staticTexts["Validity checked in background"])
        sleep(120)
        app.activate()
        wait(for: [refreshed], timeout: 60)
    }
}
