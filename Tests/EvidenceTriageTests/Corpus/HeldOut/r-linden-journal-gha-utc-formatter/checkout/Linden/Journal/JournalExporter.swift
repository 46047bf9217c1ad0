import Foundation

struct JournalExporter {
    let calendar: Calendar

    func groupedDays(_ entries: [JournalEntry]) throws -> [JournalDay] {
        let grouped = Dictionary(grouping: entries) { DateFormatter.journalDay.string(from: $0.at) }
        return grouped.keys.sorted().map { JournalDay(label: $0, entries: grouped[$0]!) }
    }
}

extension DateFormatter {
    /// Day label for the journal list and the export.
    static let journalDay: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd"
        return f   // uses TimeZone.current
    }()
}
