import XCTest
@testable import Tollgate

final class OfflineRegionRefreshJobTests: XCTestCase {
    func testSecondRunDoesNotRedownloadTiles() async throws {
        let store = InMemoryTileStore(seeded: .fixture("bristol-z10-z14"))
        let fetcher = CountingTileFetcher(manifest: .fixture("bristol-unchanged"))
        let job = OfflineRegionRefreshJob(store: store, fetcher: fetcher)
        try await job.run(region: "bristol")
        try await job.run(region: "bristol")
        XCTAssertEqual(fetcher.downloadCount, 0, "unchanged tiles must not be fetched again")
    }

    func testNewTilesAreStored() async throws {
        let store = InMemoryTileStore(seeded: .empty)
        let fetcher = CountingTileFetcher(manifest: .fixture("bristol-z10-z14"))
        try await OfflineRegionRefreshJob(store: store, fetcher: fetcher).run(region: "bristol")
        XCTAssertEqual(store.count(region: "bristol"), 341)
    }
}
