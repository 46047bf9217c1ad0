import Foundation

/// A medication's daily dose times, stored as wall-clock times in the patient's own time zone.
struct DoseSchedule {
    var times: [DateComponents]          // hour/minute only
    var timeZone: TimeZone = .current    // the device zone at the time the schedule is read

    func nextDose(after date: Date) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return times
            .compactMap { calendar.nextDate(after: date, matching: $0, matchingPolicy: .nextTime) }
            .min()
    }

    func label(for dose: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = timeZone
        formatter.dateFormat = "h:mm a"
        return formatter.string(from: dose)
    }
}
