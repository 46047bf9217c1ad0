import XCTest

final class KWMigrationUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testFreshInstallShowsCreateWallet() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.buttons["createWalletButton"].waitForExistence(timeout: 20))
    }

    /// Upgrading from a 1.x install migrates the legacy store before the
    /// wallet screen appears.
    func testUpgradeFromLegacyStoreShowsBalance() {
        let app = XCUIApplication()
        app.launchArguments += ["-KWSeedLegacyStore", "YES"]
        app.launch()

        let balance = app.staticTexts["balanceLabel"]
        XCTAssertTrue(balance.waitForExistence(timeout: 20))
        XCTAssertEqual(balance.label, "0.5 DASH")
    }
}
