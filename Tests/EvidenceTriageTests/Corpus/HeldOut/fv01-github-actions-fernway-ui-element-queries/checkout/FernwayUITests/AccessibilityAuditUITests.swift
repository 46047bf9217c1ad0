import XCTest

final class AccessibilityAuditUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = true
        app = XCUIApplication()
        app.launchArguments += ["-uitest-skip-onboarding", "-uitest-stub-network"]
        app.launch()
    }

    func testTrailListPassesAudit() throws {
        XCTAssertTrue(app.collectionViews["trailList"].waitForExistence(timeout: 10))
        try app.performAccessibilityAudit(for: [.sufficientElementDescription, .hitRegion, .trait])
    }

    func testTrailDetailPassesAudit() throws {
        app.collectionViews["trailList"].cells.firstMatch.tap()
        XCTAssertTrue(app.otherElements["trailDetail.header"].waitForExistence(timeout: 10))
        try app.performAccessibilityAudit(for: [.sufficientElementDescription, .hitRegion, .trait])
    }
}
