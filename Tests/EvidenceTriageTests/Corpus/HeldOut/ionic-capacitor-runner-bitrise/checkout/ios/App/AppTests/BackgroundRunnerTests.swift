import XCTest
import BackgroundTasks
@testable import App

final class PushPayloadMapperTests: XCTestCase {
  func testContentAvailableMappedForApns() {
    let mapped = PushPayloadMapper.apns(from: ["content_available": true, "title": "Shift swap"])
    XCTAssertEqual(mapped["content-available"] as? Int, 1)
  }

  func testDataOnlyMessageKeepsCustomKeys() {
    let mapped = PushPayloadMapper.apns(from: ["shiftId": "S-2291", "content_available": true])
    XCTAssertEqual(mapped["shiftId"] as? String, "S-2291")
  }
}

final class RunnerTaskTests: XCTestCase {
  let id = "app.rostermate.ios.background.task"

  func testRunnerEventDispatchedAfterSimulatedLaunch() {
    let dispatched = expectation(description: "runner 'syncShifts' event dispatched")
    RunnerProbe.shared.onDispatch = { name in if name == "syncShifts" { dispatched.fulfill() } }
    BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: id)
    wait(for: [dispatched], timeout: 20)
  }

  func testRunnerConfigLoadsFromCapacitorConfig() throws {
    let cfg = try RunnerConfig.load()
    XCTAssertEqual(cfg.label, id)
  }
}
