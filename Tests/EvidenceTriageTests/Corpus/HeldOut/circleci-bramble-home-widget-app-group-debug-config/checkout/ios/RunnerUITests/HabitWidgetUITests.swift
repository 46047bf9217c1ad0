import XCTest

/// Uses the CI simulator clone "Bramble-Widgets" with HabitStreakWidget on
/// the first Home Screen page.
final class HabitWidgetUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testWidgetShowsCurrentStreak() throws {
        app.launchArguments = ["-seedStreak", "12"]
        app.launch()
        XCTAssertTrue(app.staticTexts["12-day streak"].waitForExistence(timeout: 10))
        XCUIDevice.shared.press(.home)

        let widget = springboard.otherElements["HabitStreakWidget"]
        XCTAssertTrue(widget.waitForExistence(timeout: 10))
        XCTAssertTrue(widget.staticTexts["12-day streak"].waitForExistence(timeout: 30),
                      "widget shows: \(widget.staticTexts.allElementsBoundByIndex.map(\.label))")
    }
}
