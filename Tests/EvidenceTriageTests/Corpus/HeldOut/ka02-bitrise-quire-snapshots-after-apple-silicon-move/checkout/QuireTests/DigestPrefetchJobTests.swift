import XCTest
@testable import Quire

final class DigestPrefetchJobTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func testPrefetchStoresEveryIssue() async throws {
        let job = DigestPrefetchJob(downloader: InstantDownloader(), directory: directory)
        try await job.run(issueIDs: [4417, 4418])
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        XCTAssertEqual(files, ["issue-4417.json", "issue-4418.json"])
    }

    func testCancelledPrefetchRemovesPartialFiles() async throws {
        let downloader = GatedDownloader(writesPartialBytes: true)
        let job = DigestPrefetchJob(downloader: downloader, directory: directory)
        job.start(issueIDs: [4417, 4418, 4419])
        await downloader.waitUntilStarted(count: 2)
        job.expire()
        await downloader.finishCancelled()
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        XCTAssertEqual(files, [], "partial downloads left in Caches/prefetch after expiration")
    }
}
