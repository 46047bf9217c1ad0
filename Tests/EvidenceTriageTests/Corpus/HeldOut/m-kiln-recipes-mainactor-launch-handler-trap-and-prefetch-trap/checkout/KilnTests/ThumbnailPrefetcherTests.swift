import XCTest
@testable import Kiln

final class ThumbnailPrefetcherTests: XCTestCase {
    @MainActor
    func testPrefetchWarmsCache() async throws {
        let cache = ThumbnailCache(limit: 20)
        let prefetcher = ThumbnailPrefetcher(cache: cache, loader: FixtureImageLoader())
        await prefetcher.prefetch(Fixtures.recipeIDs(4))
        XCTAssertEqual(cache.count, 4)
    }
}
