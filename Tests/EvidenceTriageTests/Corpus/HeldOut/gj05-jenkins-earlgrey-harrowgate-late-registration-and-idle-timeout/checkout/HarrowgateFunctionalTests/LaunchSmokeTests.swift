import EarlGrey
import XCTest

final class LaunchSmokeTests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        super.setUp()
        app = XCUIApplication()
    }

    func testColdLaunchShowsAccountsTab() {
        app.launch()
        EarlGrey.selectElement(with: grey_accessibilityID("tab-accounts"))
            .assert(grey_sufficientlyVisible())
    }

    func testColdLaunchWithScheduledExportRestoresQueue() {
        // A monthly CSV export scheduled in a previous session is persisted as a
        // `.background` job; the queue must restore it on the next cold launch.
        app.launchArguments += ["-SeedPersistedJobs", "monthly-statement-export"]
        app.launch()
        EarlGrey.selectElement(with: grey_accessibilityID("tab-accounts"))
            .assert(grey_sufficientlyVisible())
        EarlGrey.selectElement(with: grey_accessibilityID("tab-accounts")).perform(grey_tap())
        EarlGrey.selectElement(with: grey_accessibilityID("scheduled-exports-badge"))
            .assert(grey_text("1 scheduled"))
    }
}
