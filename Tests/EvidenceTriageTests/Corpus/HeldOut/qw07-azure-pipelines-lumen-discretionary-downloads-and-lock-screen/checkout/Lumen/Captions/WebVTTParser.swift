import Foundation

enum WebVTTParser {
    /// "01:02:03.500" or "02:03.500" -> seconds
    static func timestamp(_ raw: String) -> TimeInterval? {
        let parts = raw.split(separator: ":")
        guard parts.count == 2 || parts.count == 3 else { return nil }
        let seconds = Double(parts.last!) ?? 0
        let minutes = Double(parts[parts.count - 2]) ?? 0
        return minutes * 60 + seconds
    }
}
