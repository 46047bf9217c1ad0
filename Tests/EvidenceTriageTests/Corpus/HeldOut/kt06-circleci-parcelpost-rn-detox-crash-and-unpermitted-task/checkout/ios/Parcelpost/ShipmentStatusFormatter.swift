import Foundation

enum ShipmentStatusFormatter {
    static func label(for status: ShipmentStatus, now: Date) -> String {
        switch status {
        case .delivered(let at):
            let f = DateFormatter(); f.dateFormat = "HH:mm"; f.timeZone = TimeZone(identifier: "UTC")
            // "today" compares in the device calendar but formats in UTC
            return Calendar.current.isDate(at, inSameDayAs: now) ? "Delivered today, \(f.string(from: at))" : "Delivered \(f.string(from: at))"
        case .inTransit: return "On its way"
        }
    }
}
