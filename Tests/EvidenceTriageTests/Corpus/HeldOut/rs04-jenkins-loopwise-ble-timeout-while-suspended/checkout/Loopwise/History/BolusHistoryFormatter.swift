import Foundation

enum BolusHistoryFormatter {
    static func units(_ entry: BolusEntry) -> String {
        String(format: "%.2f U", entry.units)
    }
}
