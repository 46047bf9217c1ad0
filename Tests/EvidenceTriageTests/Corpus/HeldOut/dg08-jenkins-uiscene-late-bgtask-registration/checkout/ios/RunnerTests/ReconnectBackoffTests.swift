import XCTest
@testable import ScooterBLE

/// Logic tests (no host application): exercise the BLE reconnect policy with a real clock.
final class ReconnectBackoffTests: XCTestCase {
  func testFirstAttemptIsImmediate() {
    let policy = ReconnectBackoff(base: 1.0, factor: 2.0, maxDelay: 30)
    XCTAssertEqual(policy.delay(forAttempt: 1), 0)
  }

  func testDelaysAreCapped() {
    let policy = ReconnectBackoff(base: 1.0, factor: 2.0, maxDelay: 30)
    XCTAssertEqual(policy.delay(forAttempt: 9), 30)
  }

  func testBackoffFiresAfterTwoSeconds() {
    let scheduler = ReconnectScheduler(policy: ReconnectBackoff(base: 2.0, factor: 2.0, maxDelay: 30))
    let second = expectation(description: "reconnect attempt 2")
    scheduler.onAttempt = { attempt in
      if attempt == 2 { second.fulfill() }
    }
    scheduler.start()
    wait(for: [second], timeout: 2.5)
  }
}
