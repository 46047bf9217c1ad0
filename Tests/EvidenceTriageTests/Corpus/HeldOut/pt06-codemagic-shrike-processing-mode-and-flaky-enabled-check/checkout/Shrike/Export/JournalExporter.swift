import Foundation

struct JournalExporter {
    func heading(for entry: JournalEntry) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "EEEE d MMMM yyyy, HH:mm"
        return formatter.string(from: entry.createdAt)
    }
}
