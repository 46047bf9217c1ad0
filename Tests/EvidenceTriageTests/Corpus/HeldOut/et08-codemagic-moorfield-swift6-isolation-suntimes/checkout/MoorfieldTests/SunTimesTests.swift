import Foundation
import Testing
@testable import Moorfield

@Suite("Sun times")
struct SunTimesTests {
    private func hhmm(_ date: Date, in zone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: date)
    }

    @Test("Dartmoor, midsummer")
    func sunsetOnDartmoorInJune() throws {
        let london = try #require(TimeZone(identifier: "Europe/London"))
        let times = try #require(SunCalculator.sunTimes(latitude: 50.57, longitude: -3.92,
                                                        on: DateComponents(year: 2025, month: 6, day: 21), timeZone: london))
        #expect(hhmm(times.sunset, in: london) == "21:32")
    }

    @Test func sunsetInHobartDuringDaylightSaving() throws {
        // Mount Wellington trailhead, 15 January: AEDT (UTC+11) is in force.
        let hobart = try #require(TimeZone(identifier: "Australia/Hobart"))
        let times = try #require(SunCalculator.sunTimes(latitude: -42.90, longitude: 147.24,
                                                        on: DateComponents(year: 2025, month: 1, day: 15), timeZone: hobart))
        let sunset = hhmm(times.sunset, in: hobart)
        #expect(sunset == "20:41")
    }

    @Test func polarNightHasNoSunrise() {
        let tromso = TimeZone(identifier: "Europe/Oslo")!
        #expect(SunCalculator.sunTimes(latitude: 69.65, longitude: 18.96,
                                       on: DateComponents(year: 2025, month: 12, day: 21), timeZone: tromso) == nil)
    }
}
