import XCTest

final class ActivityRingsUITests: XCTestCase {
    func testRingsAppearAfterLaunch() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestingSkipHealthPrompt"]
        app.launch()
        XCTAssertTrue(app.otherElements["activity.rings"].waitForExistence(timeout: 5))
    }
}
