import Foundation
import Testing
@testable import LarkPlanner

@Suite("Humanized dates")
struct HumanizedDateTests {
    static let sydney = TimeZone(identifier: "Australia/Sydney")!
    static let perth = TimeZone(identifier: "Australia/Perth")!

    private func noon(in zone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = zone
        return calendar.date(from: DateComponents(year: 2025, month: 3, day: 2, hour: 12))!
    }

    @Test func sydneyNoonRendersLocal() {
        let text = humanizedDate(noon(in: Self.sydney), in: Self.sydney)
        #expect(text == "02 Mar 12:00")
    }

    @Test func perthNoonRendersLocal() {
        let text = humanizedDate(noon(in: Self.perth), in: Self.perth)
        #expect(text == "02 Mar 12:00")
    }
}
