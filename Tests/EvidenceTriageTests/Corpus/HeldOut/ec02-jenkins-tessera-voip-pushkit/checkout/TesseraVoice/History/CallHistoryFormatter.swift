import Foundation

struct CallHistoryFormatter {
    func durationText(seconds: Int) -> String {
        let minutes = seconds / 60
        let rest = seconds % 60
        if minutes == 0 { return "0 min" }
        return rest == 0 ? "\(minutes) min" : "\(minutes) min \(rest) s"
    }
}
