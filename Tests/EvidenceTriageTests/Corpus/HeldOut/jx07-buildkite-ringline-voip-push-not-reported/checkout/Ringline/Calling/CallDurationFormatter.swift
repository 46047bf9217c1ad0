import Foundation

enum CallDurationFormatter {
    static func string(from seconds: TimeInterval) -> String {
        let f = DateComponentsFormatter()
        f.allowedUnits = [.hour, .minute, .second]
        f.zeroFormattingBehavior = .pad          // pads hours too: 754 s -> "0:12:34"
        return f.string(from: seconds) ?? "0:00"
    }
}
