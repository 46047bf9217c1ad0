import XCTest
@testable import Pippin

final class BackgroundRefreshHandlerTests: XCTestCase {
    func testHandlerSchedulesNextRefresh() async {
        let scheduler = RecordingScheduler()
        let handler = BackgroundRefreshHandler(job: .stub(), scheduler: scheduler)
        await handler.handle(FakeAppRefreshTask(identifier: "com.pippin.comics.refresh"))
        XCTAssertEqual(scheduler.submitted.map(\.identifier), ["com.pippin.comics.refresh"])
    }

    func testHandlerCompletesTaskWhenStoreWriteFails() async {
        let task = FakeAppRefreshTask(identifier: "com.pippin.comics.refresh")
        let handler = BackgroundRefreshHandler(job: .stub(failingWith: ComicStoreError.diskFull), scheduler: RecordingScheduler())
        await handler.handle(task)
        XCTAssertEqual(task.completions.count, 1, "setTaskCompleted must be called exactly once")
    }
}
