import XCTest
@testable import Meadowcare

final class NightlyRefillSchedulerTests: XCTestCase {
  private var newYork: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/New_York")!
    return calendar
  }
  private let fake = FakeTaskScheduler()

  private func makeSUT(now: Date, pharmacy: PharmacyClient = .stub(due: [])) -> NightlyRefillScheduler {
    let clock = TestClock(now: now)
    let sut = NightlyRefillScheduler(
      scheduler: fake, clock: clock, calendar: newYork, pharmacy: pharmacy,
      reminders: RefillReminderPlanner(center: .noop, clock: clock))
    fake.handlers[NightlyRefillScheduler.identifier] = sut.handle
    return sut
  }

  func testFirstRunIsNextTwoThirtyLocal() throws {
    let sut = makeSUT(now: ISO8601DateFormatter().date(from: "2026-11-29T20:00:00Z")!)
    try sut.schedule()
    let begin = try XCTUnwrap(fake.submitted.last?.earliestBeginDate)
    XCTAssertEqual(begin, ISO8601DateFormatter().date(from: "2026-11-30T07:30:00Z"))
  }

  func testNextRunStaysAtTwoThirtyAcrossFallBack() throws {
    // 2026-10-31 01:00 EDT; US clocks go back at 02:00 on 2026-11-01.
    let sut = makeSUT(now: ISO8601DateFormatter().date(from: "2026-10-31T05:00:00Z")!)
    try sut.schedule()  // 2026-10-31 02:30 EDT
    try sut.schedule()  // the following night
    let second = try XCTUnwrap(fake.submitted.last?.earliestBeginDate)
    XCTAssertEqual(
      second, ISO8601DateFormatter().date(from: "2026-11-01T07:30:00Z")!,
      "second nightly check should still be 02:30 local (EST)")
  }

  func testNextNightlyCheckIsScheduledAfterFailedRun() async throws {
    let sut = makeSUT(now: ISO8601DateFormatter().date(from: "2026-11-29T20:00:00Z")!,
                      pharmacy: .failing(URLError(.timedOut)))
    try sut.schedule()
    let done = expectation(description: "nightly check completed")
    let tasks = fake.launchDue(at: ISO8601DateFormatter().date(from: "2026-11-30T07:31:00Z")!)
    tasks.first?.onComplete = { _ in done.fulfill() }
    await fulfillment(of: [done], timeout: 2)
    XCTAssertEqual(fake.pending.count, 1, "nightly check must re-arm itself even when the pharmacy call fails")
  }
}
