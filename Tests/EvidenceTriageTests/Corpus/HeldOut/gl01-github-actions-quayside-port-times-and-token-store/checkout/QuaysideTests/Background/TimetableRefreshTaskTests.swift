import XCTest
import BackgroundTasks
@testable import Quayside

final class TimetableRefreshTaskTests: XCTestCase {
    func testRefreshIdentifierIsPermittedByBuiltPlist() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertEqual(permitted, [TimetableRefreshTask.identifier])
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String]
        XCTAssertTrue(modes?.contains("fetch") == true)
    }

    func testHandlerReschedulesNextRefresh() async {
        let scheduler = FakeTaskScheduler()
        let task = FakeRefreshTask()
        TimetableRefreshTask.handle(task, job: .stub(result: true), scheduler: scheduler)
        await task.waitUntilCompleted()
        XCTAssertEqual(scheduler.submitted.map(\.identifier), [TimetableRefreshTask.identifier])
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testExpirationCancelsJobAndReportsFailure() async {
        let job = TimetableRefreshJob.stub(result: false, hangsUntilCancelled: true)
        let task = FakeRefreshTask()
        TimetableRefreshTask.handle(task, job: job, scheduler: FakeTaskScheduler())
        task.expire()
        await task.waitUntilCompleted()
        XCTAssertTrue(job.wasCancelled)
        XCTAssertEqual(task.completedSuccess, false)
    }
}
