import XCTest
import BackgroundTasks
@testable import Tindale

final class WidgetSnapshotTests: XCTestCase {
    func testRefreshPublishesWidgetSnapshot() throws {
        let read = expectation(description: "widget read the refreshed snapshot")
        let token = SnapshotSignal.observe { if case .widgetDidRead("2026-10") = $0 { read.fulfill() } }
        defer { SnapshotSignal.remove(token) }
        let request = BGAppRefreshTaskRequest(identifier: LedgerRefresh.taskID)
        try BGTaskScheduler.shared.submit(request)
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: LedgerRefresh.taskID)
        wait(for: [read], timeout: 60)
    }
}
