import BackgroundTasks
import XCTest
@testable import Ferrowick

/// Device-lab only. FR-611: "dock availability goes stale overnight".
final class DockRefreshSchedulingTests: XCTestCase {

  /// The refresh asks for earliestBeginDate = now + 60 s; we give the system
  /// 15 minutes to launch it on a plugged-in lab phone.
  func testRefreshRunsWithin15MinutesOfSubmit() throws {
    executionTimeAllowance = 1000
    let launched = expectation(description: "dock refresh launched by the system")
    DockRefreshTask.onCompleted = { _ in launched.fulfill() }

    try DockRefreshTask.submit(earliestBegin: Date(timeIntervalSinceNow: 60))

    wait(for: [launched], timeout: 900)
  }
}
