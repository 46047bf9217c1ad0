import XCTest

final class ShareExtensionUITests: XCTestCase {
    private let safari = XCUIApplication(bundleIdentifier: "com.apple.mobilesafari")
    private let host = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        host.launch()
        host.terminate()
    }

    func testShareURLSavesToVault() {
        safari.launch()
        safari.textFields["Address"].tap()
        safari.typeText("https://example.org/login\n")
        safari.buttons["ShareButton"].tap()
        safari.cells["VaultKey"].tap()

        let save = safari.buttons["share.save"]
        XCTAssertTrue(save.waitForExistence(timeout: 10), "Share extension UI did not appear")
        save.tap()
    }

    func testShareTextCreatesNote() {
        let notes = XCUIApplication(bundleIdentifier: "com.apple.mobilenotes")
        notes.launch()
        notes.textViews.firstMatch.press(forDuration: 1.2)
        notes.menuItems["Share…"].tap()
        notes.cells["VaultKey"].tap()

        let save = notes.buttons["share.save"]
        XCTAssertTrue(save.waitForExistence(timeout: 10), "Share extension UI did not appear")
    }
}
