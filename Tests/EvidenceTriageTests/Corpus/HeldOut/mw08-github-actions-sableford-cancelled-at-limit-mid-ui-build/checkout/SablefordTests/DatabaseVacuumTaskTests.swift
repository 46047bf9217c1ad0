import XCTest
@testable import Sableford

final class DatabaseVacuumTaskTests: XCTestCase {
    /// Reads the launch time from the app's diagnostics and checks iOS honoured earliestBeginDate.
    func testVacuumRunsWithinAnHourOfEarliestBeginDate() throws {
        let log = try DiagnosticsLog.load(from: .fixtureRecording("overnight-2026-11-12"))
        let submitted = try XCTUnwrap(log.submission(of: "com.sableford.timetable.db-vacuum"))
        let launched = try XCTUnwrap(log.launch(of: "com.sableford.timetable.db-vacuum"))
        let delay = launched.timestamp.timeIntervalSince(submitted.earliestBeginDate)
        XCTAssertLessThanOrEqual(delay, 3600)
    }
}
