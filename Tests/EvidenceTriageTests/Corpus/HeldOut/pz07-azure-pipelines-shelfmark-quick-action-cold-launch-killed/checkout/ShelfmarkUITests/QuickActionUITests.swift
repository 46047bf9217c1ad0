import XCTest

final class QuickActionUITests: XCTestCase {
    let app = XCUIApplication()
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
        app.launch()
    }

    override func tearDown() {
        app.terminate()
    }

    private func openQuickAction(_ title: String) {
        XCUIDevice.shared.press(.home)
        let icon = springboard.icons["Shelfmark"]
        XCTAssertTrue(icon.waitForExistence(timeout: 10))
        icon.press(forDuration: 1.5)
        springboard.buttons[title].tap()
    }

    func testQuickActionWithFreshStart() {
        openQuickAction("Scan ISBN")
        XCTAssertTrue(app.otherElements["scanner.view"].waitForExistence(timeout: 20))
    }

    func testNewPrivateShelfFromIcon() {
        app.terminate()
        openQuickAction("New Private Shelf")
        XCTAssertTrue(app.navigationBars["Private Shelf"].waitForExistence(timeout: 20))
    }

    func testOpenRecentBookFromIcon() {
        app.terminate()
        openQuickAction("Continue Reading")
        XCTAssertTrue(app.otherElements["reader.page"].waitForExistence(timeout: 20))
    }
}
