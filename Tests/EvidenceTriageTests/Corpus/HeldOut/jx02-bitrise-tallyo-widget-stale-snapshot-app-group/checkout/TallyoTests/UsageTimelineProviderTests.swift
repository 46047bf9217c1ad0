import XCTest
import WidgetKit
@testable import TallyoWidgets
@testable import TallyoKit

final class UsageTimelineProviderTests: XCTestCase {
    final class MemoryStore: SnapshotReading {
        var snapshot: UsageSnapshot?
        func readSnapshot() -> UsageSnapshot? { snapshot }
    }

    func testFirstTimelineReadsStore() {
        let store = MemoryStore()
        store.snapshot = UsageSnapshot(tokensToday: 1204, updatedAt: .init(timeIntervalSince1970: 1_793_000_000))
        let provider = UsageTimelineProvider(store: store)
        XCTAssertEqual(provider.currentSnapshot().tokensToday, 1204)
    }

    func testSecondTimelineReadsNewSnapshot() {
        let store = MemoryStore()
        let provider = UsageTimelineProvider(store: store)   // one instance, as WidgetKit keeps it
        store.snapshot = UsageSnapshot(tokensToday: 1204, updatedAt: .init(timeIntervalSince1970: 1_793_000_000))
        _ = provider.currentSnapshot()
        store.snapshot = UsageSnapshot(tokensToday: 1873, updatedAt: .init(timeIntervalSince1970: 1_793_003_600))
        XCTAssertEqual(provider.currentSnapshot().tokensToday, 1873, "second timeline must read the updated snapshot")
    }

    func testEmptyStoreGivesEmptyEntry() {
        XCTAssertEqual(UsageTimelineProvider(store: MemoryStore()).currentSnapshot(), .empty)
    }
}
