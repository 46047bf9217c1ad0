import Foundation

struct SyncStatusFormatter {
    let calendar: Calendar
    let now: () -> Date

    func lastSyncLabel(for date: Date?) -> String {
        guard let date else { return "Never synced" }
        let f = DateFormatter()
        f.doesRelativeDateFormatting = true
        f.dateStyle = .short
        f.timeStyle = .short          // follows the runner's locale: en_GB prints 14:30
        return f.string(from: date).replacingOccurrences(of: " at ", with: ", ")
    }
}
