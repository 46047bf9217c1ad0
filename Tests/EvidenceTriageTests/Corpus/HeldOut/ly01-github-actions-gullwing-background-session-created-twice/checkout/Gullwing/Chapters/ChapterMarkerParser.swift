import Foundation

/// Parses chapter start times from Podcasting 2.0 chapter files and from
/// "HH:MM:SS Title" lines in show notes.
struct ChapterMarkerParser {
    private static let timestamp = try! NSRegularExpression(
        pattern: #"^(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?$"#)

    func seconds(from text: String) -> TimeInterval? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let range = NSRange(trimmed.startIndex..., in: trimmed)
        guard let match = Self.timestamp.firstMatch(in: trimmed, range: range) else {
            return nil
        }
        func int(_ i: Int) -> Int {
            guard let r = Range(match.range(at: i), in: trimmed) else { return 0 }
            return Int(trimmed[r]) ?? 0
        }
        let millis = Double(int(4)) / 1000
        return TimeInterval(int(1) * 3600 + int(2) * 60 + int(3)) + millis
    }

    func markers(inShowNotes notes: String) -> [ChapterMarker] {
        notes.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, let start = seconds(from: String(parts[0])) else { return nil }
            return ChapterMarker(start: start, title: String(parts[1]))
        }
    }
}
