import XCTest

final class ReminderSyncUITests: XCTestCase {
    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        let app = XCUIApplication()
        app.launchArguments += ["-SeedReminders", "sync-basic"]
        app.launch()
    }

    func testReminderListShowsSyncedItems() {
        EarlGrey.selectElement(with: grey_accessibilityID("reminders.list"))
            .assert(grey_sufficientlyVisible())
        EarlGrey.selectElement(with: grey_accessibilityLabel("Drink water"))
            .assert(grey_sufficientlyVisible())
    }

    func testBackgroundRefreshBadgeClears() {
        // Debug menu runs the same handler the BGAppRefreshTask adapter calls.
        EarlGrey.selectElement(with: grey_accessibilityID("debug.runReminderSync")).perform(grey_tap())
        EarlGrey.selectElement(with: grey_accessibilityID("reminders.syncBadge"))
            .assert(grey_notVisible())
    }
}
