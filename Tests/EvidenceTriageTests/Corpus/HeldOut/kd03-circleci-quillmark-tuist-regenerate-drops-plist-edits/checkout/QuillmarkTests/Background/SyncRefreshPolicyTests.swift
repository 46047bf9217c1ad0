import BackgroundTasks
import XCTest
@testable import Quillmark

private final class FakeTaskScheduler: TaskScheduling {
    private(set) var submitted: [BGTaskRequest] = []
    func submit(_ request: BGTaskRequest) throws { submitted.append(request) }
}

final class SyncRefreshPolicyTests: XCTestCase {
    private let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    func testRefreshRequestUsesFifteenMinuteFloor() throws {
        let scheduler = FakeTaskScheduler()
        let policy = SyncRefreshPolicy(scheduler: scheduler, now: { self.t0 })

        try policy.scheduleNextRefresh()

        let request = try XCTUnwrap(scheduler.submitted.first)
        XCTAssertEqual(request.earliestBeginDate?.timeIntervalSince(t0), 900, "earliestBeginDate offset in seconds")
    }

    func testRefreshUsesSyncIdentifier() throws {
        let scheduler = FakeTaskScheduler()
        try SyncRefreshPolicy(scheduler: scheduler, now: { self.t0 }).scheduleNextRefresh()
        XCTAssertEqual(scheduler.submitted.first?.identifier, "com.quillmark.ios.sync")
    }
}
