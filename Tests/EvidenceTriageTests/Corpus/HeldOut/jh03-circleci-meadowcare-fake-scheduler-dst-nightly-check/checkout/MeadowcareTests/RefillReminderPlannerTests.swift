import XCTest
@testable import Meadowcare

final class RefillReminderPlannerTests: XCTestCase {
  func testReminderFiresTwentyMinutesAfterTaskLaunch() async throws {
    // The fake scheduler launches the nightly check at 02:31 EST on 2026-11-30.
    let launch = ISO8601DateFormatter().date(from: "2026-11-30T07:31:00Z")!
    let planner = RefillReminderPlanner(center: .noop, clock: TestClock(now: launch))
    planner.plan(for: [Refill(id: "rx-2231", name: "Levothyroxine 50 mcg")])
    let fire = try XCTUnwrap(planner.planned.first?.fireDate)
    XCTAssertEqual(fire.timeIntervalSince(launch), 20 * 60, accuracy: 60,
                   "reminder must fire 20 min after the task launched")
  }

  func testNoReminderWhenNothingDue() {
    let planner = RefillReminderPlanner(center: .noop, clock: TestClock(now: Date(timeIntervalSince1970: 0)))
    planner.plan(for: [])
    XCTAssertTrue(planner.planned.isEmpty)
  }
}
