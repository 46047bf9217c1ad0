import XCTest

/// Saltmarsh keeps a tide-alarm service alive with flutter_background_service, whose iOS side
/// registers `dev.flutter.background.refresh` with BGTaskScheduler from its plugin
/// application:didFinishLaunchingWithOptions:. Release 5.2 migrated the Runner to UIScene.
final class ServiceLaunchUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launch()
    }

    func testAppLaunchesToDashboard() {
        XCTAssertTrue(app.staticTexts["Next high water"].waitForExistence(timeout: 20))
    }

    func testServiceStatusShowsRunning() {
        app.buttons["Alarms"].tap()
        XCTAssertTrue(app.staticTexts["serviceStatus: running"].waitForExistence(timeout: 20))
    }
}
