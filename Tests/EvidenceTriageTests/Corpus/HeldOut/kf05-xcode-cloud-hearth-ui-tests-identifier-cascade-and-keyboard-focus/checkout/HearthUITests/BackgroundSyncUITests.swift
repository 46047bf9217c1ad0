import XCTest

final class BackgroundSyncUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTestSeedPendingInventoryChange"]
        app.launchEnvironment["HEARTH_TEST_NAME"] = "BackgroundSyncUITests/testInventoryBadgeUpdatesAfterBackgroundRefresh"
        app.launch()
    }

    /// The inventory-sync refresh task should pull the seeded change while the app is in the background.
    func testInventoryBadgeUpdatesAfterBackgroundRefresh() {
        XCUIDevice.shared.press(.home)
        sleep(90)
        app.activate()
        let badge = app.tabBars.buttons["Inventory"].value as? String
        XCTAssertEqual(badge, "1 new item", "inventory-sync did not run while the app was in the background")
    }
}
