import BackgroundTasks
import XCTest
@testable import Ledgerlight

final class BankSyncSchedulerTests: XCTestCase {
    private let now = ISO8601DateFormatter().date(from: "2026-12-04T20:00:00Z")!

    func testNextSyncNeverEarlierThanFifteenMinutes() throws {
        let fake = FakeTaskScheduler()
        let session = AggregatorSession.fixture(accessTokenExpiresAt: now.addingTimeInterval(60),
                                                refreshTokenExpiresAt: now.addingTimeInterval(600))
        try BankSyncScheduler(scheduler: fake, clock: { self.now }).scheduleNext(session: session)
        XCTAssertEqual(fake.submitted.first?.earliestBeginDate, now.addingTimeInterval(15 * 60))
    }

    func testNextSyncScheduledBeforeTokenExpiry() throws {
        let fake = FakeTaskScheduler()
        let session = AggregatorSession.fixture(
            accessTokenExpiresAt: ISO8601DateFormatter().date(from: "2026-12-05T00:00:00Z")!,
            refreshTokenExpiresAt: ISO8601DateFormatter().date(from: "2026-12-05T03:15:00Z")!)
        try BankSyncScheduler(scheduler: fake, clock: { self.now }).scheduleNext(session: session)
        XCTAssertEqual(fake.submitted.count, 1)
        XCTAssertEqual(fake.submitted.first?.earliestBeginDate?.description,
                       "2026-12-04 23:45:00 +0000",
                       "earliestBeginDate must be 15 min before the access token expires")
    }
}

final class FakeTaskScheduler: TaskScheduling {
    private(set) var submitted: [BGTaskRequest] = []
    func submit(_ request: BGTaskRequest) throws { submitted.append(request) }
}
