import CoreData
import XCTest
@testable import Ferrylog

struct StubFeed: TimetableFeed {
    let rows: [(id: String, route: String, departure: Date)]
    func sailings() async throws -> [(id: String, route: String, departure: Date)] { rows }
}

final class TimetableSyncJobTests: XCTestCase {
    func testSyncOnBackgroundContextMergesIntoViewContext() async throws {
        let store = TimetableStore(inMemory: true, bundle: Bundle(for: TimetableStore.self))
        let shown = try await MainActor.run { try store.viewContext.fetch(Trip.fetchRequest()) }   // screen already open
        XCTAssertEqual(shown.count, 0)
        let job = TimetableSyncJob(store: store, feed: StubFeed(rows: [("s-1", "Hirtshals–Kristiansand", Date())]))
        try await job.run()
        let registered = await MainActor.run { store.viewContext.registeredObjects.count }
        XCTAssertEqual(registered, 1, "the open timetable screen never sees the synced sailing")
    }
}
