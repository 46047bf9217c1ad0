import XCTest
@testable import Ringline

final class CallHistoryStoreTests: XCTestCase {
    func testMarksMissedCallsUnread() async throws {
        let store = CallHistoryStore(backend: FakeHistoryBackend(pages: [.fixture(missed: 2)]))
        try await store.refresh()
        XCTAssertEqual(store.unreadMissedCount, 2)
    }

    /// Remote history comes in 2 pages (7 + 5 entries); local has 3 entries, 3 of them duplicates.
    func testMergesRemoteHistory() async throws {
        let backend = FakeHistoryBackend(pages: [.fixture(count: 7), .fixture(count: 5, offset: 7)],
                                         pageDelay: .milliseconds(40))
        let store = CallHistoryStore(backend: backend, local: .fixture(count: 3))
        try await store.refresh()
        XCTAssertEqual(store.entries.count, 12, "merged history count")
    }
}
