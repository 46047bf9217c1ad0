import BackgroundTasks
import XCTest
@testable import Runner

/// Drives the real handler through the scheduler's debug entry point.
final class TidePullLaunchTests: XCTestCase {
  private let simulateLaunch = Selector(("_simulateLaunchForTaskWithIdentifier:"))

  func testSimulatedLaunchRunsTidePull() throws {
    try? TidePullScheduler.shared.scheduleNext()
    let ran = expectation(description: "tide-pull handler ran")
    TidePullScheduler.shared.onRun = { _ in ran.fulfill() }
    BGTaskScheduler.shared.perform(simulateLaunch, with: TidePullScheduler.identifier)
    wait(for: [ran], timeout: 20)
  }
}
