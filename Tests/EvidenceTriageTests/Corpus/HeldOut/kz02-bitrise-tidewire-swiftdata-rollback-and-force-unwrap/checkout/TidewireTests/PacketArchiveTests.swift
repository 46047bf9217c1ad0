import XCTest
@testable import Tidewire

final class PacketArchiveTests: XCTestCase {
    func testCompactionKeepsNewestPacketPerNode() throws {
        let archive = PacketArchive.inMemory()
        try archive.append([.fixture(node: 1, at: 10), .fixture(node: 1, at: 20), .fixture(node: 2, at: 5)])
        try archive.compact()
        XCTAssertEqual(try archive.all().map(\.receivedAt), [20, 5])
    }

    /// Overnight compaction is a BGProcessingTask that needs external power. The Simulator is
    /// "always charging", so once submitted it should run within a few minutes.
    func testNightlyCompactionRunsWhileCharging() {
        let ran = expectation(description: "system ran packet compaction")
        PacketArchiveScheduler.onRunForTesting = { ran.fulfill() }
        PacketArchiveScheduler.scheduleCompaction(earliest: Date(timeIntervalSinceNow: 30))
        wait(for: [ran], timeout: 300)
    }
}
