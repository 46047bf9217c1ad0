import BackgroundTasks
import XCTest
@testable import Ferrowick

/// Device-lab only (BGTaskScheduler is unavailable in the Simulator).
final class DockRefreshTaskTests: XCTestCase {

  override func setUp() {
    super.setUp()
    executionTimeAllowance = 60
    DockRefreshTask.onCompleted = nil
    StubServer.shared.serve("/v2/docks", fixture: "docks-42.json")
  }

  /// Submit, then launch the task right away through the debug SPI and wait
  /// for the handler to finish.
  func testSimulatedLaunchCompletesRefresh() throws {
    let done = expectation(description: "dock refresh task completed")
    DockRefreshTask.onCompleted = { success in
      XCTAssertTrue(success)
      done.fulfill()
    }

    try DockRefreshTask.submit(earliestBegin: Date())
    DebugTaskLauncher.simulateLaunch(identifier: DockRefreshTask.identifier)

    wait(for: [done], timeout: 30)
    XCTAssertEqual(DockStore.shared.count, 42)
  }
}
