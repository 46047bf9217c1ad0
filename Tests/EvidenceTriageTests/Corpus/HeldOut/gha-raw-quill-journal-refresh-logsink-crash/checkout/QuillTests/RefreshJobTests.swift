import XCTest
@testable import Quill
@testable import QuillKit

final class RefreshJobTests: XCTestCase {
    func testImportsNewEntriesOnce() async throws {
        let store = InMemoryEntryStore()
        let feed = StubFeed(pages: [[.fixture(id: "a"), .fixture(id: "b")]])
        let job = RefreshJob(feed: feed, store: store)

        try await job.run()
        try await job.run()

        let ids = await store.allIDs()
        XCTAssertEqual(ids, ["a", "b"])
    }

    func testRefreshLogsEachImportedEntry() async throws {
        let store = InMemoryEntryStore()
        let feed = StubFeed(pages: [[.fixture(id: "a"), .fixture(id: "b")]])
        let job = RefreshJob(feed: feed, store: store)

        try await job.run()   // runs on the cooperative pool, like the BGAppRefreshTask adapter does

        let lines = await DiagnosticsStore.shared.lines.suffix(2)
        XCTAssertEqual(Array(lines), ["imported a", "imported b"])
    }
}
