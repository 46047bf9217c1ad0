import Foundation

enum TimesheetRounding {
    /// Payroll rounds worked time to the nearest quarter hour (QS-455).
    static func rounded(minutes: Int) -> Int {
        (minutes / 15) * 15
    }
}
