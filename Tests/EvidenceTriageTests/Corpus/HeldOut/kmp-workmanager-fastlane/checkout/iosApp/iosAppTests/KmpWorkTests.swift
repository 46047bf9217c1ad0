import XCTest
import BackgroundTasks
import shared
@testable import iosApp

final class ChainExecutorTests: XCTestCase {
  func testChainExecutorTaskSubmits() throws {
    let request = BGProcessingTaskRequest(identifier: "kmp_chain_executor_task")
    XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
  }
}

final class MasterDispatcherTests: XCTestCase {
  func testDispatcherRunsWithinEarliestBeginWindow() throws {
    let ran = expectation(description: "master dispatcher fired")
    KmpBridge.shared.onDispatcherRun = { ran.fulfill() }
    try KmpBridge.shared.enqueuePeriodic(id: "nightly-sync", intervalMs: 900_000)
    wait(for: [ran], timeout: 120)
  }

  func testQueueSortedByPriority() {
    let order = KmpBridge.shared.debugQueueOrder(["LOW", "CRITICAL", "NORMAL"])
    XCTAssertEqual(order.first, "CRITICAL")
  }
}

final class ChainProgressTests: XCTestCase {
  func testResumeSkipsCompletedSteps() throws {
    let runner = ChainRunnerHarness(steps: 100, interruptAt: 47)
    try runner.resume()
    XCTAssertEqual(runner.executedSteps.first, 47, "chain restarted from step 0 instead of resuming")
  }

  func testProgressFileWrittenAfterEachStep() throws {
    let runner = ChainRunnerHarness(steps: 5, interruptAt: nil)
    try runner.runToCompletion()
    XCTAssertEqual(runner.progressWrites, 5)
  }
}
