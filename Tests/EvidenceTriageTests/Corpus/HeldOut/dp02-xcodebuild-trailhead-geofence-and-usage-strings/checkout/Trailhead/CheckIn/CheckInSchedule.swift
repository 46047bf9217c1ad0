import Foundation

struct CheckInSchedule {
    let trip: Trip
    let graceMinutes: Int
    let deviceTimeZone: TimeZone

    var overdueAlertDate: Date {
        var calendar = Calendar(identifier: .gregorian)
        // BUG: interprets the planned return time in the device's zone, not the trip's.
        calendar.timeZone = deviceTimeZone
        let base = calendar.date(from: trip.returnByComponents)!
        return base.addingTimeInterval(TimeInterval(graceMinutes * 60))
    }
}
