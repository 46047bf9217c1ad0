import XCTest
import BackgroundTasks
@testable import PikaLedger

final class LiveSchedulerSmokeTests: XCTestCase {
    func testRequestIsPending() async throws {
        try StatementExporter.schedule(scheduler: BGTaskScheduler.shared, earliest: Date(timeIntervalSinceNow: 30))
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        XCTAssertEqual(pending.map(\.identifier), ["app.pika.ledger.export"])
    }

    func testExportRunsWithinTwoMinutesOfEarliestBeginDate() async throws {
        let earliest = Date(timeIntervalSinceNow: 30)
        try StatementExporter.schedule(scheduler: BGTaskScheduler.shared, earliest: earliest)
        let ranAt = await ExportRunLog.shared.nextRun(timeout: 30 * 60)
        XCTAssertNotNil(ranAt, "export did not run within 30 minutes")
    }
}
