import XCTest
@testable import Tillpoint

final class TrialBannerViewModelTests: XCTestCase {

    private let utc = TimeZone(identifier: "UTC")!

    func test_days_left_is_7_for_a_week_long_trial() {
        let now = ISO8601DateFormatter().date(from: "2026-06-10T12:00:00Z")!
        let sut = TrialBannerViewModel(expiryDate: now.addingTimeInterval(7 * 86_400), storeTimeZone: utc, now: { now })
        XCTAssertEqual(sut.daysLeft, 7)
    }

    func test_message_says_tomorrow_on_last_day() {
        let now = ISO8601DateFormatter().date(from: "2026-06-10T12:00:00Z")!
        let sut = TrialBannerViewModel(expiryDate: now.addingTimeInterval(86_400), storeTimeZone: utc, now: { now })
        XCTAssertEqual(sut.message, "Your free trial ends tomorrow")
    }

    func test_days_left_is_14_when_trial_spans_DST_change() {
        // US daylight saving time ends on 2026-11-01; the store is in Vilnius.
        let vilnius = TimeZone(identifier: "Europe/Vilnius")!
        let now = ISO8601DateFormatter().date(from: "2026-10-25T09:00:00Z")!
        let expiry = ISO8601DateFormatter().date(from: "2026-11-08T09:00:00Z")!
        let sut = TrialBannerViewModel(expiryDate: expiry, storeTimeZone: vilnius, now: { now })
        XCTAssertEqual(sut.daysLeft, 14)
    }
}
