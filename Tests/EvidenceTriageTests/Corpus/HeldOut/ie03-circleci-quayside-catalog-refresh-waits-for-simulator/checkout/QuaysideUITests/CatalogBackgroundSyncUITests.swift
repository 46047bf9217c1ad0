import XCTest

final class CatalogBackgroundSyncUITests: XCTestCase {
    func testCatalogRefreshesWhileBackgrounded() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "CatalogBackgroundSyncUITests/testCatalogRefreshesWhileBackgrounded"
        app.launchEnvironment["QUAYSIDE_STUB_CATALOG_CHANGES"] = "3"
        app.launch()
        XCTAssertTrue(app.staticTexts["Catalog synced just now"].waitForExistence(timeout: 15))

        // Leave the app in the background long enough for the hourly refresh to fire.
        XCUIDevice.shared.press(.home)
        sleep(120)
        app.activate()

        XCTAssertTrue(app.staticTexts["3 products updated in the background"].waitForExistence(timeout: 10),
                      "catalog was not refreshed while the app was in the background")
    }
}
