import XCTest

final class StoreUITests: XCTestCase {
    let app = XCUIApplication(bundleIdentifier: "com.skiffrun.game")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-skiffUITest", "1", "-skiffStoreKitConfig", "Sandbox"]
        app.launch()
    }

    func testOpeningStoreListsChestBundles() throws {
        app.buttons["store"].tap()
        XCTAssertTrue(app.cells["bundle-small-chest"].waitForExistence(timeout: 10))
    }

    func testRestorePurchasesShowsSpinner() throws {
        app.buttons["store"].tap()
        app.buttons["restore-purchases"].tap()
        XCTAssertTrue(app.activityIndicators["restore-spinner"].waitForExistence(timeout: 5))
    }
}
