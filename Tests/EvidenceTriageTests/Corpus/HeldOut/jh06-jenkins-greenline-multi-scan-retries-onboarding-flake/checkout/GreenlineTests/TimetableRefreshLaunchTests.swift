import BackgroundTasks
import XCTest
@testable import Greenline

/// Exercises the registered launch handler through the scheduler's debug hook.
final class TimetableRefreshLaunchTests: XCTestCase {
  func testSimulatedLaunchAppliesNewTimetable() {
    let applied = expectation(description: "timetable delta applied")
    TimetableRefresh.shared.didApply = { _ in applied.fulfill() }

    BGTaskScheduler.shared.perform(
      Selector(("_simulateLaunchForTaskWithIdentifier:")), with: TimetableRefresh.identifier)

    wait(for: [applied], timeout: 15)
  }
}
