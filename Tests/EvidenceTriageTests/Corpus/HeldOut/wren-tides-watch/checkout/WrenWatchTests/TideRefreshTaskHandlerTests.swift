//
//  TideRefreshTaskHandlerTests.swift
//  WrenWatchTests
//

import XCTest
@testable import WrenWatch

private final class FakeRefreshTask: RefreshTaskCompleting {
    var onComplete: (() -> Void)?
    func setTaskCompletedWithSnapshot(_ refreshSnapshot: Bool) { onComplete?() }
}

final class TideRefreshTaskHandlerTests: XCTestCase {
    func testSchedulesNextRefreshBeforeWork() {
        let scheduler = RecordingRefreshScheduler()
        let handler = TideRefreshTaskHandler(client: StubTideClient(result: .success(.fixture)),
                                             store: .inMemory(), scheduler: scheduler,
                                             complications: NoopComplications())
        handler.handle(FakeRefreshTask())
        XCTAssertEqual(scheduler.scheduledCount, 1)
    }

    func testCompletesRefreshTaskWhenFetchFails() {
        let task = FakeRefreshTask()
        let completed = expectation(description: "background task completed")
        task.onComplete = { completed.fulfill() }
        let handler = TideRefreshTaskHandler(client: StubTideClient(result: .failure(URLError(.notConnectedToInternet))),
                                             store: .inMemory(), scheduler: RecordingRefreshScheduler(),
                                             complications: NoopComplications())

        handler.handle(task)

        wait(for: [completed], timeout: 2)
    }
}
