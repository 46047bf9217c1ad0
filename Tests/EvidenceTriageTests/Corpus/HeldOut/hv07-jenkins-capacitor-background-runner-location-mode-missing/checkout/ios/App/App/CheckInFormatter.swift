import Foundation

enum CheckInFormatter {
    /// Billable shift length, rounded to the nearest quarter hour.
    static func shiftDuration(minutes: Int) -> String {
        let quarters = minutes / 15
        let rounded = quarters * 15
        return String(format: "%d h %02d", rounded / 60, rounded % 60)
    }

    static func siteCode(_ raw: String) -> String { raw.uppercased() }
}
