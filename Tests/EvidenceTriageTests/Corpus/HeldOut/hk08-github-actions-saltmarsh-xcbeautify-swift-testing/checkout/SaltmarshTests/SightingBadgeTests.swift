import Testing
import UserNotifications
@testable import Saltmarsh

@MainActor
@Suite struct SightingBadgeTests {
    let payload: [AnyHashable: Any] = ["kind": "rare-sighting", "species": "Spoonbill", "site": "Titchwell"]

    @Test func markAllSeenResets() {
        let counter = SightingBadgeCounter()
        counter.didReceiveRemoteNotification(payload)
        counter.markAllSeen()
        #expect(counter.unseen == 0)
    }

    @Test func badgeCountsEachNotificationOnce() async {
        let counter = SightingBadgeCounter()
        // App in the foreground: iOS calls both the remote-notification hook and willPresent
        // for the same push.
        counter.didReceiveRemoteNotification(payload)
        _ = await counter.userNotificationCenter(UNUserNotificationCenter.current(),
                                                 willPresent: try! .fixture(userInfo: payload))
        #expect(counter.unseen == 1)
    }
}
