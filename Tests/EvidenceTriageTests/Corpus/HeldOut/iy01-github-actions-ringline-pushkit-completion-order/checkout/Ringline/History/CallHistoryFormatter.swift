import Foundation

enum CallHistoryFormatter {
    static func durationText(for call: CallRecord) -> String {
        guard call.outcome != .missed else { return "Missed" }
        let minutes = Int(call.duration / 60)
        return "\(minutes) min"
    }
}
