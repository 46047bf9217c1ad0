import XCTest
@testable import Lumen

final class ValidityStateTests: XCTestCase {
    func testExpiringSoonBoundary() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
        let now = calendar.date(from: DateComponents(year: 2026, month: 11, day: 1, hour: 9))!
        let expiry = calendar.date(byAdding: .day, value: 28, to: now)!
        XCTAssertEqual(ValidityState.state(expiresAt: expiry, now: now, calendar: calendar), .expiringSoon)
    }
}
