import Foundation

struct DepartureBoard {
    let route: Route
    let timeZone: TimeZone
    var disruptions: DisruptionFeed = NoDisruptions()

    /// Scheduled departures for a service day, built hour by hour on the wall clock.
    func departures(on day: Date) -> [Departure] {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = timeZone
        let start = cal.startOfDay(for: day)
        return (0..<24).compactMap { hour in
            cal.date(bySettingHour: hour, minute: route.firstDepartureMinute, second: 0, of: start)
        }.map { Departure(route: route, scheduled: $0) }
    }
}
