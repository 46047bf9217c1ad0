import Foundation

struct SleepSummaryFormatter {
    /// Rounds to the nearest quarter hour: 7h 08m -> "7h 15m", 7h 07m -> "7h 0m".
    func string(minutes: Int) -> String {
        let rounded = (minutes / 15) * 15
        return "\(rounded / 60)h \(rounded % 60)m"
    }
}
