import XCTest

/// Drives SpringBoard to place and configure the Habitly widget. Run alone
/// (-parallel-testing-enabled NO): SpringBoard is shared by every clone.
final class WidgetConfigurationUITests: XCTestCase {
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUpWithError() throws {
        continueAfterFailure = false
        let app = XCUIApplication()
        app.launchArguments += ["-seed-habits", "Read,Stretch,Water"]
        app.launch()
        XCUIDevice.shared.press(.home)
        XCUIDevice.shared.press(.home)
    }

    func testAddMediumWidgetFromGallery() throws {
        springboard.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.85)).press(forDuration: 2)
        springboard.buttons["Edit"].tap()
        springboard.buttons["Add Widget"].tap()
        springboard.searchFields.firstMatch.typeText("Habitly")
        springboard.cells["Habitly"].tap()
        springboard.swipeLeft()
        springboard.buttons.matching(NSPredicate(format: "label CONTAINS 'Add Widget'")).firstMatch.tap()
        springboard.buttons["Done"].tap()
        XCTAssertTrue(springboard.otherElements["Habitly"].waitForExistence(timeout: 5))
    }

    func testConfiguredWidgetShowsPickedHabit() throws {
        try WidgetDriver(springboard: springboard).placeSmallWidget(named: "Habitly")
        let tile = WidgetDriver(springboard: springboard).placedTile(size: .small)
        tile.press(forDuration: 1.5)
        springboard.buttons["Edit Widget"].tap()
        springboard.buttons["Habit"].tap()
        springboard.buttons["Stretch"].tap()
        springboard.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.1)).tap()

        let label = tile.staticTexts.element(boundBy: 0)
        XCTAssertEqual(label.label, "Stretch", "widget ignored its configured habit")
    }
}
