import XCTest
@testable import Tidewell

/// End-to-end check that a submitted refresh actually runs on the simulator.
final class TideRefreshSchedulingTests: XCTestCase {

    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testRefreshFiresWithinWindowAfterSubmit() {
        let ran = expectation(forNotification: .tideRefreshDidRun, object: nil)

        // Ask for the earliest possible slot; the refresh should come around within 15 minutes.
        TidewellBackgroundTasks.scheduleRefresh(after: 60)

        wait(for: [ran], timeout: 15 * 60)
    }

    func testSubmissionIsRecorded() throws {
        TidewellBackgroundTasks.scheduleRefresh(after: 60)
        let records = try EvidenceRecords.load(from: TidewellBackgroundTasks.recorder.fileURL)
        XCTAssertTrue(records.contains { $0.identifier == "com.tidewell.app.refresh" && $0.phase == "submission" })
    }
}
