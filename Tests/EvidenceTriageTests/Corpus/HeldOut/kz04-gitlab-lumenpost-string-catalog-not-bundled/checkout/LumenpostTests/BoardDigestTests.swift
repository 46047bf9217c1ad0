import XCTest
@testable import Lumenpost

final class BoardDigestTests: XCTestCase {
    func testDigestMergesNotesByGeohash() {
        let digest = BoardDigest.build(from: [.fixture("u4pr", "a"), .fixture("u4pr", "b"), .fixture("u4ps", "c")])
        XCTAssertEqual(digest.sections.count, 2)
    }

    /// Drives the real handler through the scheduler's private launch simulation.
    func testSimulatedDigestLaunchDeliversNotes() {
        let delivered = expectation(description: "digest handler delivered notes")
        BoardDigestTask.onDeliverForTesting = { _ in delivered.fulfill() }
        BGTaskSchedulerDebug.simulateLaunch(identifier: BoardDigestTask.identifier)
        wait(for: [delivered], timeout: 30)
    }
}
