import XCTest
@testable import HearthlineKit

/// The watch extension hands every WKApplicationRefreshBackgroundTask to
/// ComplicationRefreshHandler. The task and the clock are fakes; the background
/// URLSession wrapper is a stub that never finishes inside the process.
final class ComplicationRefreshHandlerTests: XCTestCase {
    func testNextRefreshScheduledBeforeWork() {
        let scheduler = RecordingRefreshScheduler()
        let handler = ComplicationRefreshHandler(downloads: StallingBackgroundDownloads(), clock: TestClock(), scheduler: scheduler)
        handler.handle(FakeRefreshTask())
        XCTAssertEqual(scheduler.preferredDates.count, 1)
    }

    func testRefreshTaskCompletedAfterHandOff() {
        let clock = TestClock()
        let task = FakeRefreshTask()
        let downloads = StallingBackgroundDownloads()   // resumes the request on the background session, never completes in-process
        let handler = ComplicationRefreshHandler(downloads: downloads, clock: clock, scheduler: RecordingRefreshScheduler())

        handler.handle(task)
        clock.advance(by: .seconds(15))                 // wall-time allowance for an app refresh task

        XCTAssertTrue(downloads.didResume, "the state request should have been handed to the background session")
        XCTAssertTrue(task.completed, "refresh task must be completed once the URLSession request is resumed, not when it ends")
    }
}
