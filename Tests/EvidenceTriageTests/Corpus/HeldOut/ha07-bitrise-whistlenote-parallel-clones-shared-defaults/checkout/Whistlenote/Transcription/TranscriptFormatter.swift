import Foundation

enum TranscriptFormatter {
    /// "m:ss" timestamps shown in the transcript gutter.
    static func timestamp(_ seconds: TimeInterval) -> String {
        let total = Int(seconds.rounded(.down))
        return "\(total / 60):\(total % 60)"
    }
}
