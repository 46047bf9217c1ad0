import Foundation
import Shared
import Testing

/// Intervals come from the shared KMP module (`OrderStatsIntervalKt`) and are shown in the store's time zone.
@Suite struct OrderStatsIntervalDateTests {
    private let storeZone = TimeZone(identifier: "America/New_York")!
    private let utc = ISO8601DateFormatter()

    @Test func intervalStartForWinterDay() throws {
        let interval = OrderStatsInterval.fixture(dateStart: "2026-01-14 13:45:00", storeTimeZone: storeZone.identifier)
        #expect(utc.string(from: interval.dateStart(zone: storeZone)) == "2026-01-14T18:45:00Z")
    }

    @Test func intervalStartForSummerDay() throws {
        let interval = OrderStatsInterval.fixture(dateStart: "2026-08-06 13:45:00", storeTimeZone: storeZone.identifier)
        #expect(utc.string(from: interval.dateStart(zone: storeZone)) == "2026-08-06T17:45:00Z")
    }

    @Test func intervalEndForSummerDay() throws {
        let interval = OrderStatsInterval.fixture(dateStart: "2026-08-06 13:45:00", storeTimeZone: storeZone.identifier)
        #expect(utc.string(from: interval.dateEnd(zone: storeZone)) == "2026-08-06T18:44:59Z")
    }
}
