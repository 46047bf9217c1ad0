import Foundation

extension DateFormatter {
    /// Shared to avoid re-creating formatters on every cell.
    static let ddMMMHHmm: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_AU_POSIX")
        formatter.dateFormat = "dd MMM HH:mm"
        return formatter
    }()
}

func humanizedDate(_ date: Date, in zone: TimeZone) -> String {
    let formatter = DateFormatter.ddMMMHHmm
    formatter.timeZone = zone
    return formatter.string(from: date)
}
