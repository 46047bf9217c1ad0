import XCTest
@testable import Lumora

final class ExportProgressTests: XCTestCase {
    func testProgressReachesTotalUnitCount() async throws {
        let album = Album(shortID: "C01D", title: "Fixtures", assetCount: 12)
        let job = AlbumExportJob(album: album, writer: InMemoryAssetWriter())
        var reported: [Int] = []
        let lock = NSLock()

        try await job.run { done in
            lock.lock(); reported.append(done); lock.unlock()
        }

        // Progress callbacks hop through the writer's queue; give the last one a moment.
        try await Task.sleep(for: .milliseconds(50))
        XCTAssertEqual(reported.last, album.assetCount)
    }
}
