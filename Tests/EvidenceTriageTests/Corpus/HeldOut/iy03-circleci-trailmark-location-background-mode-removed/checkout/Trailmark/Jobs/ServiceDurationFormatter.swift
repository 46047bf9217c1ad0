import Foundation

enum ServiceDurationFormatter {
    /// Billable time is rounded to the nearest quarter hour.
    static func billableHours(minutes: Int) -> String {
        let quarters = minutes / 15
        return String(format: "%.2f h", Double(quarters) / 4.0)
    }
}
