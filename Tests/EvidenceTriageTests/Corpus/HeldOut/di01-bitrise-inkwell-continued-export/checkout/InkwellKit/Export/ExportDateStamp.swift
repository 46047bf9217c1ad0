import Foundation

public struct ExportDateStamp {
    private let formatter: DateFormatter
    public init(timeZone: TimeZone) {
        formatter = DateFormatter()
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyyMMdd-HHmm"
        // locale left as the current one; on a 12-hour device HH is rewritten to h a
    }
    public func string(from date: Date) -> String { formatter.string(from: date) }
}
