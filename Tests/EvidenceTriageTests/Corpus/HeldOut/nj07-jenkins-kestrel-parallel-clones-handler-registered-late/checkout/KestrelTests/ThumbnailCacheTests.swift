import XCTest
@testable import KestrelKit

final class ThumbnailCacheTests: XCTestCase {
    func testCacheWritesAtomically() throws {
        let dir = try TemporaryDirectory()
        let cache = ThumbnailCache(directory: dir.url, fileManager: InterruptingFileManager(failAfterBytes: 512))
        XCTAssertThrowsError(try cache.store(Fixtures.thumbnail, for: "IMG_0042"))
        XCTAssertEqual(try dir.contents(), [])
    }
}
