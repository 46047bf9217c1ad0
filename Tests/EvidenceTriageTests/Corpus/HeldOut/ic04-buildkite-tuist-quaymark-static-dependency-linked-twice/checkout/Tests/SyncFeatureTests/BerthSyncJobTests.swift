import Dependencies
import XCTest
@testable import SyncFeature

final class BerthSyncJobTests: XCTestCase {
    let fixedNow = Date(timeIntervalSince1970: 1_767_225_600)   // 2026-01-01 00:00 UTC

    func testSyncStampsLastRunWithInjectedClock() async throws {
        let store = InMemoryBookingStore()
        try await withDependencies {
            $0.date.now = fixedNow
            $0.berthClient = BerthClient(fetchBookings: { _ in [] })
        } operation: {
            try await BerthSyncJob(store: store).run()
        }

        XCTAssertEqual(store.lastSync, fixedNow)
    }

    func testSyncUsesInjectedBerthClient() async throws {
        let store = InMemoryBookingStore()
        try await withDependencies {
            $0.date.now = fixedNow
            $0.berthClient = BerthClient(fetchBookings: { _ in [.fixture(berth: "C7")] })
        } operation: {
            try await BerthSyncJob(store: store).run()
        }

        XCTAssertEqual(store.bookings.map(\.berth), ["C7"])
    }
}
