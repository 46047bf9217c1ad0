import XCTest
@testable import Ashgrove

final class ThumbnailPurgeJobTests: XCTestCase {
    func testPurgeSkipsPinnedItems() throws {
        let store = InMemoryThumbnailStore(fixture: .mixedAlbumsAndLoosePhotos)
        let job = ThumbnailPurgeJob(store: store, pins: PinIndex(pinnedAlbums: ["trip-2026"]))
        let purged = try job.run(olderThan: .fixtureCutoff)
        XCTAssertEqual(purged, 3)
    }
}
