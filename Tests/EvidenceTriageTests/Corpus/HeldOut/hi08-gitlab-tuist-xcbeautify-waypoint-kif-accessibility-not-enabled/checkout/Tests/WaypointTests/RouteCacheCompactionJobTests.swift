import XCTest
@testable import Waypoint

final class RouteCacheCompactionJobTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try RouteCacheFixture.write(segments: 40, to: dir.appendingPathComponent("routes.cache"))
    }

    func testCompactionReplacesCache() throws {
        let job = RouteCacheCompactionJob(cacheURL: dir.appendingPathComponent("routes.cache"))
        XCTAssertTrue(try job.run(isCancelled: { false }))
    }

    func testCancellationLeavesNoStagingFile() throws {
        let job = RouteCacheCompactionJob(cacheURL: dir.appendingPathComponent("routes.cache"))
        var calls = 0
        XCTAssertFalse(try job.run(isCancelled: { calls += 1; return calls > 3 }))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".compacting") }
        XCTAssertEqual(leftovers, [], "a cancelled compaction must not leave its staging file behind")
    }
}
