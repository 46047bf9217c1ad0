import Foundation

enum TripSummaryFormatter {
    static func nights(from start: Date, to end: Date, in zone: TimeZone) -> Int {
        Int(end.timeIntervalSince(start) / 86_400)
    }
}
