import XCTest
@testable import Peony

final class ContentSyncJobTests: XCTestCase {
    func testSyncIsIdempotent() async throws {
        let store = InMemoryLibraryStore()
        let api = StubCatalogAPI(pages: [[.track(id: "t-101"), .track(id: "t-102")]])
        let job = ContentSyncJob(api: api, store: store)
        try await job.run()
        try await job.run()
        XCTAssertEqual(store.tracks.map(\.id), ["t-101", "t-102"])
    }
}
