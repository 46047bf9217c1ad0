import XCTest
@testable import Heath

final class ThumbnailCleanupJobTests: XCTestCase {
    func testRemovesStaleThumbnails() async throws {
        let store = InMemoryThumbnailStore(fixtures: .staleAndFresh)
        try await ThumbnailCleanupJob(store: store, now: { .fixtureNow }).run()
        XCTAssertEqual(store.thumbnails.map(\.id), ["fresh-1", "fresh-2"])
    }

    func testKeepsThumbnailsReferencedByAlbums() async throws {
        let store = InMemoryThumbnailStore(fixtures: .staleAlbumCover)
        try await ThumbnailCleanupJob(store: store, now: { .fixtureNow }).run()
        XCTAssertTrue(store.thumbnails.contains { $0.id == "album-cover-7" },
                      "stale thumbnail used as an album cover was deleted")
    }
}
