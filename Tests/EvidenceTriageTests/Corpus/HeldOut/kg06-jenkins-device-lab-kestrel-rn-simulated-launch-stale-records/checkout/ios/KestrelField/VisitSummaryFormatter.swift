import Foundation

@objc final class VisitSummaryFormatter: NSObject {
    /// Billable time is rounded to the nearest quarter hour.
    @objc static func billableDuration(minutes: Int) -> String {
        let quarters = minutes / 15                      // truncates: 53 min -> 3 quarters
        let hours = Double(quarters) / 4
        return hours == hours.rounded() ? "\(Int(hours)) h" : String(format: "%.2f h", hours)
    }
}
