import XCTest
@testable import Dosewise

/// End-to-end check of the nightly adherence report on the CI simulator:
/// schedule the processing task, then wait for the system to launch it and
/// for the job to post `.adherenceReportDidRun`.
final class AdherenceReportTaskTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testNightlyReportRunsWhenCharging() {
        let ran = expectation(forNotification: .adherenceReportDidRun, object: nil)

        // The simulator is always "on power", so the system should pick the
        // request up once earliestBeginDate has passed.
        BackgroundTasks.scheduleAdherenceReport(now: Date().addingTimeInterval(-24 * 60 * 60))

        wait(for: [ran], timeout: 180)
    }
}
