import Foundation

/// Sunrise/sunset for a trailhead, shown on the trail card so walkers know
/// how much daylight is left. Times are in the trailhead's own time zone.
struct SunTimes: Equatable {
    let sunrise: Date
    let sunset: Date
}

enum SunCalculator {
    /// NOAA approximation, good to about a minute.
    static func sunTimes(latitude: Double, longitude: Double, on day: DateComponents, timeZone: TimeZone) -> SunTimes? {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        guard let noonUTC = utc.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)) else {
            return nil
        }
        guard let (riseMinutes, setMinutes) = solarEventMinutesUTC(latitude: latitude, longitude: longitude, date: noonUTC) else {
            return nil
        }

        // Minutes after local midnight of the requested day.
        let offsetMinutes = Double(timeZone.secondsFromGMT()) / 60
        var local = Calendar(identifier: .gregorian)
        local.timeZone = timeZone
        guard let midnight = local.date(from: DateComponents(year: day.year, month: day.month, day: day.day)) else {
            return nil
        }
        let sunrise = midnight.addingTimeInterval((riseMinutes + offsetMinutes) * 60)
        let sunset = midnight.addingTimeInterval((setMinutes + offsetMinutes) * 60)
        return SunTimes(sunrise: sunrise, sunset: sunset)
    }

    /// Sunrise and sunset as minutes after 00:00 UTC.
    static func solarEventMinutesUTC(latitude: Double, longitude: Double, date: Date) -> (Double, Double)? {
        let dayOfYear = Double(Calendar(identifier: .gregorian).ordinality(of: .day, in: .year, for: date) ?? 1)
        let gamma = 2 * Double.pi / 365 * (dayOfYear - 1)
        let eqTime = 229.18 * (0.000075 + 0.001868 * cos(gamma) - 0.032077 * sin(gamma)
            - 0.014615 * cos(2 * gamma) - 0.040849 * sin(2 * gamma))
        let decl = 0.006918 - 0.399912 * cos(gamma) + 0.070257 * sin(gamma) - 0.006758 * cos(2 * gamma)
            + 0.000907 * sin(2 * gamma) - 0.002697 * cos(3 * gamma) + 0.00148 * sin(3 * gamma)
        let latRad = latitude * .pi / 180
        let cosHA = cos(90.833 * .pi / 180) / (cos(latRad) * cos(decl)) - tan(latRad) * tan(decl)
        guard (-1...1).contains(cosHA) else { return nil }
        let ha = acos(cosHA) * 180 / .pi
        let sunrise = 720 - 4 * (longitude + ha) - eqTime
        let sunset = 720 - 4 * (longitude - ha) - eqTime
        return (sunrise, sunset)
    }
}
