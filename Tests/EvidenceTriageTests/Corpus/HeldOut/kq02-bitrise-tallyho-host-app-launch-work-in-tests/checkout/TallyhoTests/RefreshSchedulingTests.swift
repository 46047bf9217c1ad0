import XCTest
import BackgroundTasks
@testable import Tallyho

final class RefreshSchedulingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        DiagnosticsRecorder.shared.currentTest = name
    }

    override func tearDown() {
        DiagnosticsRecorder.shared.currentTest = nil
        super.tearDown()
    }

    func testRefreshRequestUsesFifteenMinuteFloor() {
        let mock = MockTaskScheduler()
        ScoresRefreshScheduler(scheduler: mock).submitNext(after: 60)
        let request = try! XCTUnwrap(mock.submitted.first as? BGAppRefreshTaskRequest)
        XCTAssertGreaterThanOrEqual(request.earliestBeginDate!.timeIntervalSinceNow, 14 * 60)
    }

    func testLaunchSubmitsScoresRefresh() {
        let submission = ScoresRefreshScheduler.shared.submitNext()
        XCTAssertTrue(submission.succeeded,
                      "scores refresh was not submitted: \(String(describing: submission.error))")
    }

    func testStandingsRefreshSubmits() {
        XCTAssertNoThrow(try StandingsRefresh.submit())
    }
}
