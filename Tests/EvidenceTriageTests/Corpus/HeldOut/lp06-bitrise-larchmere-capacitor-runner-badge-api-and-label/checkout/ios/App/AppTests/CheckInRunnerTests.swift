import CapacitorBackgroundRunner
import XCTest
@testable import App

/// Runs the crew check-in runner (public/runners/checkin.js) through the
/// plugin's own engine, the same path the BGAppRefreshTask handler takes.
final class CheckInRunnerTests: XCTestCase {

  private var config: RunnerConfig!

  override func setUpWithError() throws {
    config = try XCTUnwrap(BackgroundRunner.shared.config, "BackgroundRunner config not loaded from capacitor.config.json")
    try RunnerFixtures.seedAssignments([
      .init(id: "A-17", dueAt: .now.addingTimeInterval(-3600), done: false),
      .init(id: "A-18", dueAt: .now.addingTimeInterval(-600), done: false),
      .init(id: "A-19", dueAt: .now.addingTimeInterval(7200), done: false),
    ])
  }

  func testCheckInStoresLastRunInKV() throws {
    _ = try? BackgroundRunner.shared.execute(config: config, inputArgs: ["source": "xctest"])
    let stored = try XCTUnwrap(RunnerFixtures.kvValue("lastCheckIn"))
    XCTAssertNotNil(Double(stored))
  }

  func testCheckInUpdatesBadgeWithOverdueCount() throws {
    do {
      let result = try BackgroundRunner.shared.execute(config: config, inputArgs: ["source": "xctest"])
      XCTAssertEqual(result?["overdue"] as? Int, 2)
      XCTAssertEqual(RunnerFixtures.applicationBadge(), 2)
    } catch {
      XCTFail("checkIn runner rejected: \(error)")
    }
  }
}
