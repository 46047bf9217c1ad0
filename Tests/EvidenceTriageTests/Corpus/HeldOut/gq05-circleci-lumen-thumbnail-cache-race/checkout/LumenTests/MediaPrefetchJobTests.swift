import XCTest
@testable import Lumen

final class MediaPrefetchJobTests: XCTestCase {
    private struct FakeLoader: ThumbnailLoading {
        let ids: [String]
        func upcomingAssets(in album: String, limit: Int) async throws -> [String] { Array(ids.prefix(limit)) }
        func thumbnail(for assetID: String) async throws -> UIImage { UIImage(systemName: "photo")! }
    }

    func testCancelledPrefetchStoresNothing() async throws {
        let cache = ThumbnailCache()
        let job = MediaPrefetchJob(cache: cache, loader: FakeLoader(ids: ["a", "b"]))
        let task = Task { try await job.run(album: "trip") }
        task.cancel()
        _ = await task.result
        XCTAssertNil(cache.image(for: "a"))
    }

    func testPrefetchSkipsCachedAssets() async throws {
        let cache = ThumbnailCache()
        cache.store(UIImage(systemName: "star")!, for: "a")
        let job = MediaPrefetchJob(cache: cache, loader: FakeLoader(ids: ["a"]))
        try await job.run(album: "trip")
        XCTAssertEqual(cache.image(for: "a"), UIImage(systemName: "star"))
    }

    func testPrefetchWarmsCacheForUpcomingAlbum() async throws {
        let cache = ThumbnailCache()
        let ids = (0..<60).map { "IMG_\($0)" }
        let job = MediaPrefetchJob(cache: cache, loader: FakeLoader(ids: ids))
        try await job.run(album: "trip")
        XCTAssertEqual(ids.filter { cache.image(for: $0) != nil }.count, 60)
    }
}
