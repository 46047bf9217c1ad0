import XCTest
import UserNotifications
@testable import Parcelpost
import ParcelpostShared

/// The JS side writes thread metadata through react-native-mmkv; the Notification
/// Service Extension reads it back from the App Group container.
final class NotificationServiceTests: XCTestCase {
    private let groupID = "group.com.parcelpost.shared"

    override func setUp() {
        super.setUp()
        AppStorage.shared.clearAll()
    }

    func testPrefixesSenderNameFromSharedStore() async {
        AppStorage.shared.set("Alice", forKey: "thread.42.sender")
        let content = UNMutableNotificationContent()
        content.body = "Your parcel is at the door"
        content.sound = .default
        content.userInfo = ["threadId": "42"]

        let enriched = await NotificationEnricher(appGroupID: groupID).enrich(content)

        // Same bytes the JS layer wrote must be visible to the extension.
        // (JS: storage.set(`thread.${id}.sender`, name))
        XCTAssertEqual(enriched.body, "Alice: Your parcel is at the door")
    }

    func testMutedThreadIsDeliveredSilently() async {
        AppStorage.shared.set(["42"], forKey: "muted.threads")
        let content = UNMutableNotificationContent()
        content.body = "Out for delivery"
        content.sound = .default
        content.userInfo = ["threadId": "42"]

        let enriched = await NotificationEnricher(appGroupID: groupID).enrich(content)

        // Muting is set from the JS settings screen.
        XCTAssertNil(enriched.sound, "muted thread 42 should be delivered without sound")
    }

    func testLeavesUnknownThreadUntouched() async {
        let content = UNMutableNotificationContent()
        content.body = "Label created"
        let enriched = await NotificationEnricher(appGroupID: groupID).enrich(content)
        XCTAssertEqual(enriched.body, "Label created")
    }
}
