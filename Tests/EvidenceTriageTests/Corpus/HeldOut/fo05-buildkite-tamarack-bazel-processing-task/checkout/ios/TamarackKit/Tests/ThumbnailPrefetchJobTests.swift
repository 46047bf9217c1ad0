import XCTest
@testable import TamarackKit

final class ThumbnailPrefetchJobTests: XCTestCase {
    private var tmp: URL!

    override func setUpWithError() throws {
        tmp = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: tmp)
    }

    func testRunCommitsEveryThumbnail() async throws {
        let cache = InMemoryThumbnailCache(root: tmp.appendingPathComponent("cache"))
        let job = ThumbnailPrefetchJob(session: StubDownloadSession(scratch: tmp.appendingPathComponent("dl")), cache: cache)
        try await job.run(ids: ["p1", "p2"])
        XCTAssertEqual(cache.committed, ["p1", "p2"])
    }

    func testSuccessfulRunLeavesNoTempFiles() async throws {
        let scratch = tmp.appendingPathComponent("dl")
        let session = StubDownloadSession(scratch: scratch)
        let job = ThumbnailPrefetchJob(session: session, cache: InMemoryThumbnailCache(root: tmp.appendingPathComponent("cache")))

        try await job.run(ids: ["p1", "p2"])

        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
        XCTAssertEqual(leftovers.count, 0, "temporary downloads left behind: \(leftovers.sorted())")
    }

    func testCancelledRunCommitsNothing() async throws {
        let cache = InMemoryThumbnailCache(root: tmp.appendingPathComponent("cache"))
        let job = ThumbnailPrefetchJob(session: StubDownloadSession(scratch: tmp.appendingPathComponent("dl")), cache: cache)
        let task = Task { try await job.run(ids: ["p1", "p2", "p3"]) }
        task.cancel()
        _ = await task.result
        XCTAssertTrue(cache.committed.isEmpty)
    }
}
