import XCTest

/// Runs on the CI simulator clone "Quince-Widgets", whose first Home Screen
/// page already holds the small Sun widget and the Golden Hour countdown.
final class SunWidgetUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments = ["-uiTestClock", "2026-10-20T05:55:00Z"]
    }

    func testWidgetShowsPlaceholderBeforeFirstSync() throws {
        XCUIDevice.shared.press(.home)
        XCTAssertTrue(springboard.otherElements["sun-widget"].waitForExistence(timeout: 10))
    }

    /// The provider asks for `.after(now + 5 min)`; new data written to the
    /// App Group in the background (no reloadTimelines call) must show up by
    /// the next policy reload.
    func testWidgetRefreshesOnTimelinePolicyWithinTenMinutes() throws {
        app.launch()
        app.buttons["Write next-day snapshot in background"].tap()
        XCUIDevice.shared.press(.home)

        let sunrise = springboard.otherElements["sun-widget"].staticTexts["sun-widget.sunrise"]
        XCTAssertTrue(sunrise.waitForExistence(timeout: 10))
        let refreshed = NSPredicate(format: "label == %@", "07:31")
        let expectation = XCTNSPredicateExpectation(predicate: refreshed, object: sunrise)
        let result = XCTWaiter().wait(for: [expectation], timeout: 10 * 60)
        XCTAssertEqual(result, .completed, "widget still shows \(sunrise.label)")
    }
}
