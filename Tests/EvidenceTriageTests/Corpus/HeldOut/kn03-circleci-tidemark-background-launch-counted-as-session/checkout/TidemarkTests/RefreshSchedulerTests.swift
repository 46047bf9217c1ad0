import BackgroundTasks
import XCTest
@testable import Tidemark

private final class FakeTaskScheduler: TaskScheduling {
    private(set) var submitted: [BGTaskRequest] = []
    func submit(_ request: BGTaskRequest) throws { submitted.append(request) }
}

final class RefreshSchedulerTests: XCTestCase {
    func testSubmitsAppRefreshRequest() throws {
        let fake = FakeTaskScheduler()
        try RefreshScheduler(scheduler: fake, clock: FixedClock(now: .fixture)).scheduleNext()
        XCTAssertTrue(fake.submitted.first is BGAppRefreshTaskRequest)
        XCTAssertEqual(fake.submitted.first?.identifier, "com.tidemark.app.refresh")
    }

    func testNextRefreshHonoursFifteenMinuteFloor() throws {
        let fake = FakeTaskScheduler()
        let now = Date.fixture
        try RefreshScheduler(scheduler: fake, clock: FixedClock(now: now)).scheduleNext()
        let delay = try XCTUnwrap(fake.submitted.first?.earliestBeginDate).timeIntervalSince(now)
        XCTAssertEqual(delay, RefreshScheduler.minimumInterval, "refresh should be requested 15 min out")
    }
}
