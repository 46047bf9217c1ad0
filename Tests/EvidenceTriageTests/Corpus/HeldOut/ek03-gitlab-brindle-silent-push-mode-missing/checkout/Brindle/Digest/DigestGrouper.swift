import Foundation

enum DigestGrouper {
    /// Groups issues under the calendar day the publication sent them, in the reader's time zone.
    static func group(_ issues: [Issue], calendar: Calendar = .current) -> [DateComponents: [Issue]] {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        return Dictionary(grouping: issues) { utc.dateComponents([.year, .month, .day], from: $0.sentAt) }
    }
}
