import XCTest
import BackgroundTasks
@testable import Hollowmere

final class FeedRefreshSchedulerTests: XCTestCase {
    func testFallsBackToOneHourWithoutPredictions() throws {
        let submitter = RecordingSubmitter()
        let now = try iso("2026-11-20T12:00:00+01:00")
        try FeedRefreshScheduler(submitter: submitter, clock: { now }, library: .fixture(shows: [])).scheduleNext()
        XCTAssertEqual(submitter.requests.first?.earliestBeginDate, now.addingTimeInterval(3600))
    }

    func testEarliestBeginDateUsesPredictedWindow() throws {
        let submitter = RecordingSubmitter()
        let now = try iso("2026-11-23T20:00:00+01:00")
        let library = Library.fixture(shows: [.weekly(weekday: 3, hour: 6, minute: 0, timeZone: "Europe/Berlin")])
        try FeedRefreshScheduler(submitter: submitter, clock: { now }, library: library).scheduleNext()
        XCTAssertEqual(submitter.requests.count, 1)
        XCTAssertEqual(submitter.requests.first?.earliestBeginDate, try iso("2026-11-24T05:50:00+01:00"))
    }
}
