import EarlGrey
import XCTest

final class SyncStatusTests: XCTestCase {

    override func setUp() {
        super.setUp()
        let app = XCUIApplication()
        app.launchArguments += ["-QMUseFixtureServer", "YES"]
        app.launch()
    }

    func testSyncBadgeShowsSyncingDuringRefresh() {
        EarlGrey.selectElement(with: grey_accessibilityID("notes-list"))
            .perform(grey_swipeFastInDirection(.down))
        EarlGrey.selectElement(with: grey_accessibilityID("sync-badge"))
            .assert(grey_accessibilityValue("syncing"))
    }

    func testSyncBadgeClearsAfterRefresh() {
        EarlGrey.selectElement(with: grey_accessibilityID("notes-list"))
            .perform(grey_swipeFastInDirection(.down))
        // The fixture server answers immediately; once the sync is done the
        // badge settles and the list can be scrolled again.
        EarlGrey.selectElement(with: grey_accessibilityID("notes-list"))
            .perform(grey_swipeFastInDirection(.up))
        EarlGrey.selectElement(with: grey_accessibilityID("sync-badge"))
            .assert(grey_accessibilityValue("synced"))
    }
}
