import XCTest
@testable import Pippin

final class ComicRefreshJobTests: XCTestCase {
    func testRefreshInsertsNewComics() async throws {
        let store = ComicStore.inMemory(newest: 3118)
        let job = ComicRefreshJob(api: StubComicAPI(latest: 3120), store: store)
        try await job.run()
        XCTAssertEqual(store.newestNumber, 3120)
    }

    // Pull-to-refresh when the list is already up to date.
    func testRefreshWithNoNewComics() async throws {
        let store = ComicStore.inMemory(newest: 3120)
        let job = ComicRefreshJob(api: StubComicAPI(latest: 3120), store: store)
        try await job.run()
        XCTAssertEqual(store.count, 3120)
    }
}
