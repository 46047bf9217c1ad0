import XCTest
@testable import Fernway

final class FlagSyncJobTests: XCTestCase {
    private var container: NSPersistentContainer!
    private var center: NotificationCenter!
    private var store: FlagStore!

    override func setUpWithError() throws {
        container = try TestContainers.inMemory(model: "Flags")
        center = NotificationCenter()
        store = FlagStore(container: container, notificationCenter: center)
    }

    func testSyncPersistsFlags() async throws {
        let job = FlagSyncJob(api: StubFlagAPI(flags: ["offline_maps": true]), store: store)
        try await job.run()
        XCTAssertEqual(store.value(for: "offline_maps"), true)
    }

    @MainActor
    func testBackgroundSyncThenForegroundKeepsFlags() async throws {
        let job = FlagSyncJob(api: StubFlagAPI(flags: ["offline_maps": true, "trail_reviews": false], delay: 0.2), store: store)
        PendingOverrides.shared.enqueue(FlagOverride(key: "trail_reviews", enabled: true))
        async let sync: Void = job.run()
        center.post(name: UIApplication.willEnterForegroundNotification, object: nil)
        try await sync
        XCTAssertEqual(store.value(for: "trail_reviews"), true)
    }
}
