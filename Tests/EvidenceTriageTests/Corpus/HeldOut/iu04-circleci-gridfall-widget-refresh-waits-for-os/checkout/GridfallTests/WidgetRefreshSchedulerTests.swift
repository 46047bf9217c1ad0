import XCTest
@testable import Gridfall

final class WidgetRefreshSchedulerTests: XCTestCase {
    var chicago: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/Chicago")!
        return calendar
    }

    func testNextRefreshAtFourLocalTime() throws {
        let fake = FakeTaskScheduler()
        // 2026-12-06 10:00 in Chicago (16:00 UTC)
        let now = Date(timeIntervalSince1970: 1_796_572_800)
        let subject = WidgetRefreshScheduler(scheduler: fake, calendar: chicago, now: { now }, recorder: NullRecorder())

        subject.scheduleDaily()

        let request = try XCTUnwrap(fake.submitted.first)
        // 2026-12-07 04:00 in Chicago
        XCTAssertEqual(request.earliestBeginDate, Date(timeIntervalSince1970: 1_796_637_600))
    }

    func testUsesWidgetRefreshIdentifier() throws {
        let fake = FakeTaskScheduler()
        WidgetRefreshScheduler(scheduler: fake, calendar: chicago, recorder: NullRecorder()).scheduleDaily()
        XCTAssertEqual(fake.submitted.first?.identifier, "dev.gridfall.app.widget-refresh")
    }
}
