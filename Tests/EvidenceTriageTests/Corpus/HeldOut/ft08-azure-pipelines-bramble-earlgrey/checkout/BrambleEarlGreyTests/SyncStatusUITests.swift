import EarlGrey
import XCTest

final class SyncStatusUITests: XCTestCase {
    override func setUp() {
        super.setUp()
        let app = XCUIApplication()
        app.launchArguments += ["-UITests", "-seedInbox", "unread=3"]
        app.launch()
    }

    func testSyncBadgeAppearsForUnreadMail() {
        EarlGrey.selectElement(with: grey_accessibilityID("inbox.syncBadge"))
            .assert(grey_sufficientlyVisible())
    }

    func testSyncBadgeClearsAfterPullToRefresh() {
        EarlGrey.selectElement(with: grey_accessibilityID("inbox.list"))
            .perform(grey_swipeFastInDirection(.down))
        EarlGrey.selectElement(with: grey_accessibilityID("inbox.syncBadge"))
            .assert(grey_notVisible())
    }
}
