import XCTest
import BackgroundTasks
@testable import Moodlog

final class RefreshSimulationTests: XCTestCase {
    func testSimulatedRefreshUpdatesWidgetSnapshot() {
        let written = expectation(description: "widget snapshot written")
        WidgetRefresh.shared.onSnapshotWritten = { written.fulfill() }
        let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
        BGTaskScheduler.shared.perform(selector, with: WidgetRefresh.identifier)
        wait(for: [written], timeout: 5)
    }
}
