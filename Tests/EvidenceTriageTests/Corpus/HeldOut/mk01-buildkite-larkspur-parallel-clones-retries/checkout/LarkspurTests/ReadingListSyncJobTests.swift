import XCTest
@testable import Larkspur

final class ReadingListSyncJobTests: XCTestCase {
    private var store: InMemoryReadingListStore!
    private var api: StubReadingListAPI!

    override func setUp() {
        super.setUp()
        store = InMemoryReadingListStore()
        api = StubReadingListAPI(pages: [
            [.fixture(id: "a1"), .fixture(id: "a2"), .fixture(id: "a3")]
        ])
    }

    func testFirstRunImportsAllItems() async throws {
        let job = ReadingListSyncJob(api: api, store: store)
        try await job.run()
        XCTAssertEqual(store.items.count, 3)
    }

    func testSecondRunDoesNotDuplicateItems() async throws {
        let job = ReadingListSyncJob(api: api, store: store)
        try await job.run()
        // The server returns the same page again: nothing new should be stored.
        try await job.run()
        XCTAssertEqual(store.items.count, 3)
    }
}
