import BackgroundTasks
import XCTest
@testable import Quayside

final class CatalogRefreshSchedulerTests: XCTestCase {
    func testRequestUsesOneHourFloor() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let request = CatalogRefreshScheduler.makeRequest(now: now)
        XCTAssertEqual(request.earliestBeginDate, now.addingTimeInterval(3600))
    }

    func testHourlyRefreshIsPending() async {
        CatalogRefreshScheduler.live.schedule()
        // Give the scheduler a moment to persist the request before asking for it back.
        try? await Task.sleep(for: .seconds(10))
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        XCTAssertTrue(pending.contains { $0.identifier == CatalogRefresh.identifier },
                      "expected \(CatalogRefresh.identifier) among pending requests, got \(pending.map(\.identifier))")
    }
}
