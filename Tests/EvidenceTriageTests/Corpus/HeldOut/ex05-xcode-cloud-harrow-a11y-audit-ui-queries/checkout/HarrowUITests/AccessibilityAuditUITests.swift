import XCTest

/// Runs Xcode's accessibility audit on the main screens, seeded with demo data.
final class AccessibilityAuditUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = true
        app = XCUIApplication()
        app.launchArguments += ["-uitest-demo-data", "-AppleLanguages", "(en)"]
        app.launch()
    }

    func testOnboardingPassesAudit() throws {
        app.terminate()
        app.launchArguments += ["-uitest-fresh-install"]
        app.launch()
        try app.performAccessibilityAudit()
    }

    func testTodayScreenPassesAudit() throws {
        XCTAssertTrue(app.navigationBars["Today"].waitForExistence(timeout: 5))
        try app.performAccessibilityAudit()
    }

    func testHabitDetailPassesAudit() throws {
        app.cells["habit.row.morning-walk"].tap()
        XCTAssertTrue(app.navigationBars["Morning walk"].waitForExistence(timeout: 5))
        try app.performAccessibilityAudit()
    }

    func testSettingsPassesAudit() throws {
        app.tabBars.buttons["Settings"].tap()
        try app.performAccessibilityAudit(for: [.contrast, .hitRegion, .sufficientElementDescription])
    }
}
