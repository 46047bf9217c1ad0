import CoreLocation
import Foundation

/// NOAA solar position approximation used for the "turn back before sunset" banner.
struct SunsetCalculator {
    let location: CLLocation
    let timeZone: TimeZone

    func sunrise(on day: Date) -> Date { event(on: day, rising: true) }
    func sunset(on day: Date) -> Date { event(on: day, rising: false) }

    private func event(on day: Date, rising: Bool) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let startOfDay = calendar.startOfDay(for: day)
        let minutesUTC = SolarMath.eventMinutesUTC(dayOfYear: calendar.ordinality(of: .day, in: .year, for: day)!,
                                                   latitude: location.coordinate.latitude,
                                                   longitude: location.coordinate.longitude,
                                                   rising: rising)
        let standardOffsetMinutes = Double(timeZone.secondsFromGMT(for: startOfDay)
                                           - Int(timeZone.daylightSavingTimeOffset(for: startOfDay))) / 60
        // Evening hikes often end after midnight, so look at the *following*
        // day when deciding whether summer time applies.
        let nextDay = calendar.date(byAdding: .day, value: 1, to: day)!
        let dstMinutes = timeZone.isDaylightSavingTime(for: nextDay) ? 60.0 : 0.0
        return startOfDay.addingTimeInterval((minutesUTC + standardOffsetMinutes + dstMinutes) * 60)
    }
}
