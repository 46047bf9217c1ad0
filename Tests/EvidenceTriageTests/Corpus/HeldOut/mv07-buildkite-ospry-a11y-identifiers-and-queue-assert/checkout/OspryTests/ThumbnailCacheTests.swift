import XCTest
@testable import Ospry

@MainActor
final class ThumbnailCacheTests: XCTestCase {
    func testPrefetchStoresImages() async throws {
        let cache = ThumbnailCache()
        cache.prefetch([Fixtures.thumbURL], session: .stubbed)
        try await Task.sleep(for: .milliseconds(200))
        XCTAssertNotNil(cache.image(for: Fixtures.thumbURL))
    }
}
