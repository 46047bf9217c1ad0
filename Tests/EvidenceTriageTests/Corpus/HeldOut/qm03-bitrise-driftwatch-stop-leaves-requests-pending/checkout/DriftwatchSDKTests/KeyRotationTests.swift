import XCTest
@testable import DriftwatchSDK

final class KeyRotationTests: XCTestCase {
    func testRotatesAtMidnightUTC() throws {
        KeyRotation.calendar.timeZone = TimeZone(identifier: "America/Los_Angeles")!
        let now = ISO8601DateFormatter().date(from: "2026-08-20T22:30:00Z")!
        let next = KeyRotation.nextRotation(after: now)
        XCTAssertEqual(ISO8601DateFormatter().string(from: next), "2026-08-21T00:00:00Z")
    }
}
