import XCTest
import BackgroundTasks
@testable import Tallowmere

final class DigestRefreshSchedulerTests: XCTestCase {
    private var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    private func date(_ iso: String) -> Date { ISO8601DateFormatter().date(from: iso)! }

    func testNextRequestEarliestBeginIsTomorrowSixAM() throws {
        let fake = FakeTaskScheduler()
        let scheduler = DigestRefreshScheduler(scheduler: fake, now: { self.date("2026-11-18T07:30:00Z") }, calendar: utc)

        try scheduler.submitDigestRefresh()

        let request = try XCTUnwrap(fake.submitted.first as? BGAppRefreshTaskRequest)
        XCTAssertEqual(request.earliestBeginDate, date("2026-11-19T06:00:00Z"),
                       "digest refresh must aim for tomorrow 06:00 once today's slot has passed")
    }

    func testRequestReplacesPendingOne() throws {
        let fake = FakeTaskScheduler()
        let scheduler = DigestRefreshScheduler(scheduler: fake, now: { self.date("2026-11-18T05:00:00Z") }, calendar: utc)
        try scheduler.submitDigestRefresh()
        try scheduler.submitDigestRefresh()
        XCTAssertEqual(fake.submitted.count, 1)
        XCTAssertEqual(fake.cancelled, [DigestRefreshScheduler.identifier, DigestRefreshScheduler.identifier])
    }
}
