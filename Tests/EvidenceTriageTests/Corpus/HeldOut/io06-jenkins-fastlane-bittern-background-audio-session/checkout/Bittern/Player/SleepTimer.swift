import Foundation

struct Chapter { let start: TimeInterval; let end: TimeInterval }

enum SleepTimer {
    /// Seconds until playback should stop for "end of chapter".
    static func remainingForEndOfChapter(position: TimeInterval, chapters: [Chapter]) -> TimeInterval? {
        guard let current = chapters.first(where: { $0.start <= position && position <= $0.end }) else { return nil }
        return current.end - position + 1
    }
}
