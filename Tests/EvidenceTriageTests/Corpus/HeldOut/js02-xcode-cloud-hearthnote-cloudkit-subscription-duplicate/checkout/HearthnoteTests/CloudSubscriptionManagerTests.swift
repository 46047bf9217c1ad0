import XCTest
import CloudKit
@testable import Hearthnote

final class CloudSubscriptionManagerTests: XCTestCase {
    private func legacy(_ id: String) -> CKQuerySubscription {
        CKQuerySubscription(recordType: "Note", predicate: NSPredicate(value: true), subscriptionID: id,
                            options: [.firesOnRecordCreation, .firesOnRecordUpdate, .firesOnRecordDeletion])
    }

    func testFirstLaunchCreatesZoneSubscription() async throws {
        let db = FakeCloudDatabase()
        let defaults = UserDefaults(suiteName: #function)!
        defaults.removePersistentDomain(forName: #function)
        try await CloudSubscriptionManager(database: db, defaults: defaults, buildNumber: "2610").ensureSubscription()
        let count = await db.subscriptionIDs.count
        XCTAssertEqual(count, 1)
    }

    func testRemoteNotificationRoutesToZoneFetch() async throws {
        let router = RemoteNotificationRouter()
        let route = router.route(["ck": ["met": ["zid": "Notes", "dbs": 1]]])
        XCTAssertEqual(route, .fetchZoneChanges("Notes"))
    }

    func testReplacingSubscriptionDeletesOldOneFirst() async throws {
        let db = FakeCloudDatabase(seed: [legacy("notes-changes-v1")])
        let manager = CloudSubscriptionManager(database: db, defaults: UserDefaults(suiteName: #function)!)

        try await manager.replaceLegacySubscription()

        // The server treats v1 and v2 as the same subscription (same type/predicate/firesOn):
        // v1 must be gone before v2 is saved, or the save is rejected as a duplicate.
        let ids = await db.subscriptionIDs
        XCTAssertEqual(ids, ["notes-changes-v2"], "after replacing, exactly the v2 subscription should exist")
    }

    func testLaunchDoesNotResaveExistingSubscription() async throws {
        let defaults = UserDefaults(suiteName: #function)!
        defaults.removePersistentDomain(forName: #function)
        let db = FakeCloudDatabase()
        // First launch on build 2610 creates the subscription.
        try await CloudSubscriptionManager(database: db, defaults: defaults, buildNumber: "2610").ensureSubscription()
        let before = await db.saveCount

        // The app is updated to build 2611 and relaunched.
        try? await CloudSubscriptionManager(database: db, defaults: defaults, buildNumber: "2611").ensureSubscription()
        let after = await db.saveCount

        XCTAssertEqual(after - before, 0, "a relaunch after an app update must reuse the stored subscription, not save a new one")
    }
}
