import XCTest

final class SyncRefreshE2ETests: XCTestCase {
    func testRefreshLaunchesAfterSubmit() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "SyncRefreshE2ETests/testRefreshLaunchesAfterSubmit"
        app.launchArguments += ["-scheduleRefreshInterval", "60"]
        app.launch()
        XCUIDevice.shared.press(.home)
        let launched = XCTNSPredicateExpectation(predicate: NSPredicate(format: "exists == true"),
                                                 object: app.staticTexts["lastRefresh.updated"])
        // earliestBeginDate is 60 s out; give the system five minutes
        wait(for: [launched], timeout: 300)
    }
}
