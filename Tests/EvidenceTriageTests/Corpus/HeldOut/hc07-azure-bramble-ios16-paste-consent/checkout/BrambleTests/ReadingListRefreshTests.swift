import XCTest
@testable import BrambleKit

final class ReadingListRefreshTests: XCTestCase {
    func testRefreshMergesServerOrder() async throws {
        let api = FakeReadingListAPI(items: .fixture(count: 40), latency: .milliseconds(50))
        let store = InMemoryReadingListStore()
        try await ReadingListRefreshJob(api: api, store: store).run()
        XCTAssertEqual(store.items.map(\.id), api.items.map(\.id))
    }
}
