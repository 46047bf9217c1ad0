import BackgroundTasks
import XCTest
@testable import Saltmarsh

final class TideRefreshSchedulingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "TideRefreshSchedulingTests/\(testRunName)", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    private var testRunName: String {
        String(name.split(separator: " ").last!.dropLast())
    }

    func testEarliestBeginDateLeadsNextTurnByFortyFiveMinutes() throws {
        let spy = SubmissionSpy()
        let now = Date(timeIntervalSince1970: 1_747_213_200)
        let scheduler = TideRefreshScheduler(scheduler: spy, now: { now })
        try scheduler.scheduleNextRefresh(after: now.addingTimeInterval(3 * 60 * 60))
        XCTAssertEqual(spy.requests.first?.earliestBeginDate, now.addingTimeInterval(3 * 60 * 60 - 45 * 60))
    }

    func testScheduleSubmitsRefreshRequest() throws {
        // Goes through the real BGTaskScheduler: the submission must be accepted for a permitted identifier.
        let scheduler = TideRefreshScheduler()
        try scheduler.scheduleNextRefresh(after: Date().addingTimeInterval(2 * 60 * 60))
    }
}
