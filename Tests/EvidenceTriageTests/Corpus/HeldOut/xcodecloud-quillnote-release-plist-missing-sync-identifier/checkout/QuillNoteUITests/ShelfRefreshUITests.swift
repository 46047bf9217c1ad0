import XCTest

final class ShelfRefreshUITests: XCTestCase {
    func testShelfRefreshedAfterEarliestBeginDate() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = name
        app.launchArguments += ["-ShelfStub", "shared-notebook-updated"]
        app.launch()
        XCUIDevice.shared.press(.home)              // BGAppRefreshTaskRequest, earliestBeginDate = now + 15 min
        sleep(16 * 60)
        app.activate()
        XCTAssertEqual(app.staticTexts["sharedShelfVersion"].label, "v2", "shelf should have been refreshed in the background")
    }
}
