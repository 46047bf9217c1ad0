import XCTest
@testable import Postwise

final class SentLabelFormatterTests: XCTestCase {
  private let now = Date(timeIntervalSince1970: 1_795_860_000)

  func testJustNowUnderOneMinute() {
    let formatter = SentLabelFormatter(now: { self.now })
    XCTAssertEqual(formatter.label(for: now.addingTimeInterval(-20)), "Sent just now")
  }

  func testMinutesAgo() {
    let formatter = SentLabelFormatter(now: { self.now })
    XCTAssertEqual(formatter.label(for: now.addingTimeInterval(-5 * 60)), "Sent 5 minutes ago")
  }
}
