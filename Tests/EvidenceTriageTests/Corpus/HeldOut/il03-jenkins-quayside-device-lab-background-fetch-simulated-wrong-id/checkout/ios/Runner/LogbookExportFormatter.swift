import Foundation

struct LogbookEntry {
  let vessel: String
  let at: Date
  let harbourTimeZone: TimeZone
}

/// Formats logbook entries for the share-sheet CSV export.
struct LogbookExportFormatter {
  private let time: DateFormatter = {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.dateFormat = "HH:mm"
    return f
  }()

  func timeString(for entry: LogbookEntry) -> String {
    // Export shows harbour-local time (entries are logged by the harbour master).
    return time.string(from: entry.at)
  }

  func csvLine(for entry: LogbookEntry) -> String {
    let name = entry.vessel.contains(",") ? "\"\(entry.vessel)\"" : entry.vessel
    return "\(name),\(timeString(for: entry))"
  }
}
