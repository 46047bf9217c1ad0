import XCTest

/// A Balance widget is placed on the CI user's desktop by the image setup.
/// The app writes a new snapshot to the app group and calls WidgetCenter.reloadTimelines(ofKind:).
final class DesktopWidgetUITests: XCTestCase {
    func testWidgetShowsNewBalanceAfterSync() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-fixtureBalance", "4210.75"]
        app.launch()
        app.buttons["sync-now"].click()
        XCTAssertTrue(app.staticTexts["sync-status-done"].waitForExistence(timeout: 10))

        let widgetHost = XCUIApplication(bundleIdentifier: "com.apple.notificationcenterui")
        let balance = widgetHost.staticTexts["balance-widget-amount"]
        let updated = NSPredicate(format: "label == %@", "$4,210.75")
        let exp = expectation(for: updated, evaluatedWith: balance)
        wait(for: [exp], timeout: 60)
    }
}
