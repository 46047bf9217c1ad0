import XCTest
@testable import Trailhead

final class OfflineRegionDownloadJobTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func testCompletedDownloadIsRenamed() async throws {
        let job = OfflineRegionDownloadJob(source: StubTileSource(chunks: 4), directory: directory)
        let result = try await job.run(region: "lake-district")
        XCTAssertEqual(result, .completed)
        XCTAssertTrue(FileManager.default.fileExists(atPath: job.finalURL(for: "lake-district").path))
    }

    func testCancelledDownloadLeavesNoPartialFile() async throws {
        let source = StubTileSource(chunks: 40)
        let job = OfflineRegionDownloadJob(source: source, directory: directory)
        source.onChunkServed = { index in if index == 3 { job.cancel() } }   // expiration mid-download

        let result = try await job.run(region: "lake-district")

        XCTAssertEqual(result, .cancelled)
        let partial = job.partialURL(for: "lake-district")
        XCTAssertFalse(FileManager.default.fileExists(atPath: partial.path), "partial file left at \(partial.lastPathComponent)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: job.finalURL(for: "lake-district").path))
    }
}
