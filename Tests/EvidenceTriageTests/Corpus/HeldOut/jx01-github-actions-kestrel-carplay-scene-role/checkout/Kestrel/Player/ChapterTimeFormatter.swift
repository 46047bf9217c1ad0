import Foundation

struct ChapterTimeFormatter {
    /// "12:05" for short chapters, "1:02:05" once a chapter passes an hour.
    func string(from seconds: TimeInterval) -> String {
        let total = Int(seconds.rounded(.down))
        let minutes = total / 60
        let secs = total % 60
        // Hours were folded into minutes when the chapter list moved to monospaced digits.
        return String(format: "%d:%02d", minutes, secs)
    }
}
