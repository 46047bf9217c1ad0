import Foundation

enum CallHistoryFormatter {
    static func duration(_ seconds: TimeInterval?, missed: Bool) -> String {
        guard let seconds else { return "–" }
        let f = DateComponentsFormatter()
        f.allowedUnits = [.minute, .second]
        f.unitsStyle = .positional
        f.zeroFormattingBehavior = .pad
        return f.string(from: seconds) ?? "–"
    }
}
