//
//  ExpiryBadgeFormatterTests.swift
//  LarderTests
//

import XCTest
@testable import LarderKit

final class ExpiryBadgeFormatterTests: XCTestCase {
    private var auckland: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Pacific/Auckland")!
        return calendar
    }

    func testItemsExpiringTodayShowToday() {
        // 08:30 and 21:00 on 24 September in Auckland (20:30 and 09:00 UTC, on different UTC days).
        let now = Date(timeIntervalSince1970: 1_790_195_400)
        let expiry = Date(timeIntervalSince1970: 1_790_240_400)
        XCTAssertEqual(ExpiryBadgeFormatter(calendar: auckland).badge(for: expiry, now: now), "Expires today")
    }

    func testExpiredItems() {
        let now = Date(timeIntervalSince1970: 1_790_195_400)
        XCTAssertEqual(ExpiryBadgeFormatter(calendar: auckland).badge(for: now.addingTimeInterval(-3 * 86_400), now: now), "Expired")
    }
}
