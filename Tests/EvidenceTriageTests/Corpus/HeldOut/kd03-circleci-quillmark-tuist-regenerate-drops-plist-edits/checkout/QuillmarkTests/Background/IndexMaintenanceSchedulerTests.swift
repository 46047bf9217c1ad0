import XCTest
@testable import Quillmark

final class IndexMaintenanceSchedulerTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        IndexMaintenanceScheduler.onRebuildFinished = nil
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testNightlyRebuildRequestIsAccepted() {
        XCTAssertNoThrow(try IndexMaintenanceScheduler.shared.scheduleNightlyRebuild(),
                         "nightly index rebuild should be accepted by the scheduler")
    }

    /// Schedules the rebuild and waits for the processing task to run.
    func testRebuildRunsInOvernightWindow() {
        let done = expectation(description: "index rebuild ran")
        IndexMaintenanceScheduler.onRebuildFinished = { done.fulfill() }
        try? IndexMaintenanceScheduler.shared.scheduleNightlyRebuild()
        wait(for: [done], timeout: 180)
    }
}
