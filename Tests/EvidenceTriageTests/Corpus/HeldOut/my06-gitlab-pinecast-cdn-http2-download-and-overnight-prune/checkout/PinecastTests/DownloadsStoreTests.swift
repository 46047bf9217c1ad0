import XCTest
@testable import Pinecast

final class DownloadsStoreTests: XCTestCase {
    func testDeletingEpisodeRemovesFile() throws {
        let store = try DownloadsStore.temporary()
        let ep = try store.importFixture("ep-7731.mp3")
        try store.delete(episodeID: ep.id)
        XCTAssertFalse(FileManager.default.fileExists(atPath: ep.fileURL.path))
    }
}
