import XCTest
@testable import Orrin

/// End-to-end: schedule the nightly prune and wait for the system to run it once.
final class PruneSchedulingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "PruneSchedulingTests/testPruneRunsAtLeastOnce", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testPruneRunsAtLeastOnce() throws {
        let ran = expectation(forNotification: .pruneJobDidRun, object: nil)
        try? PrunePlayedJob.schedule(recorder: .test)
        wait(for: [ran], timeout: 120)
    }
}
