import XCTest
import BackgroundTasks
@testable import Runner
import workmanager

final class WidgetBackgroundUpdateTests: XCTestCase {
  let taskId = "dev.tidewatch.app.widgetRefresh"

  override func setUp() {
    super.setUp()
    TideWidgetStore.shared.reset()
  }

  /// Runs the Dart background callback the way workmanager does on iOS:
  /// in a fresh headless FlutterEngine, then reads what home_widget saved.
  func testBackgroundIsolateReachesHomeWidget() throws {
    let done = expectation(description: "background callback finished")
    HeadlessCallbackHarness.run(task: taskId, inputData: ["station": "9414290"]) { _ in
      done.fulfill()
    }
    wait(for: [done], timeout: 30)
    let saved = TideWidgetStore.shared.string(forKey: "tide_height")
    XCTAssertEqual(saved, "12.4 ft", "home_widget data not written by the background isolate")
  }

  /// Schedules the periodic refresh and waits for iOS to run it.
  func testPeriodicRefreshRunsWithinTwoMinutes() throws {
    let ran = expectation(description: "workmanager periodic task ran")
    TideWidgetStore.shared.onRefresh = { ran.fulfill() }
    try TideScheduler.shared.schedulePeriodicRefresh(earliestBegin: Date(timeIntervalSinceNow: 60))
    wait(for: [ran], timeout: 120)
    XCTAssertNotNil(TideWidgetStore.shared.string(forKey: "updated_at"))
  }
}

final class FetchGateTests: XCTestCase {
  func testFirstFetchAfterLaunchIsNotSkipped() {
    let gate = FetchGate(now: { Date(timeIntervalSince1970: 1_795_000_000) })
    gate.appDidLaunch()
    XCTAssertTrue(gate.shouldRunFetch(), "first background fetch after launch was skipped as 'just executed'")
  }

  func testSecondFetchWithinAMinuteIsSkipped() {
    let gate = FetchGate(now: { Date(timeIntervalSince1970: 1_795_000_000) })
    gate.markFetchRan()
    XCTAssertFalse(gate.shouldRunFetch())
  }
}
