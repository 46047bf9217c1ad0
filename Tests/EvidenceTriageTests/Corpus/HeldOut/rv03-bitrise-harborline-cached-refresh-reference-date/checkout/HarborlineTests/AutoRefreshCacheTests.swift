import XCTest
@testable import Harborline

final class AutoRefreshCacheTests: XCTestCase {
    private let now = ISO8601DateFormatter().date(from: "2026-08-11T08:00:00Z")!
    private let url = URL(string: "https://api.harborline.example/v2/timetable/route-7")!

    private func response(date: String, nextRefresh: String) -> HTTPURLResponse {
        HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1",
                        headerFields: ["Date": date, "X-Next-Refresh": nextRefresh])!
    }

    func testFreshResponseSchedulesFromDateHeader() {
        let clock = FakeClock(now: now)
        let cron = FakeCronScheduler(clock: clock)
        let logic = AutoRefreshCacheLogic(clock: clock, scheduler: cron)
        logic.didReceive(response: response(date: "Tue, 11 Aug 2026 08:00:00 GMT", nextRefresh: "300"), fromCache: false) {}
        XCTAssertEqual(cron.scheduled[url], now.addingTimeInterval(300))
    }

    func testCachedResponseSchedulesRefreshFromNow() {
        let clock = FakeClock(now: now)
        let cron = FakeCronScheduler(clock: clock)
        let logic = AutoRefreshCacheLogic(clock: clock, scheduler: cron)
        // Served from cache: the Date header is two hours old.
        logic.didReceive(response: response(date: "Tue, 11 Aug 2026 06:00:00 GMT", nextRefresh: "300"), fromCache: true) {}
        XCTAssertEqual(cron.scheduled[url], now.addingTimeInterval(300))
    }

    func testCachedResponseDoesNotReloadContinuously() {
        let clock = FakeClock(now: now)
        let cron = FakeCronScheduler(clock: clock)
        let logic = AutoRefreshCacheLogic(clock: clock, scheduler: cron)
        let cached = response(date: "Tue, 11 Aug 2026 06:00:00 GMT", nextRefresh: "300")
        logic.didReceive(response: cached, fromCache: true) {
            logic.didReceive(response: cached, fromCache: true) {}
        }
        clock.advance(by: 1)
        cron.fireDue(limit: 20)
        XCTAssertLessThanOrEqual(logic.reloadCount, 1)
    }
}
