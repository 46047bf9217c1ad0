import Foundation
struct SailingTimeFormatter {
    let timeZone: TimeZone
    func departure(_ date: Date) -> String {
        let f = DateFormatter(); f.timeZone = timeZone; f.dateFormat = "HH:mm"   // Locale.current
        return f.string(from: date)
    }
}
