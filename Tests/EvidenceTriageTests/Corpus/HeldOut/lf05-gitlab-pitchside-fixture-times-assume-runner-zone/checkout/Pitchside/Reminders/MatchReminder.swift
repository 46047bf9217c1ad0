import Foundation

enum MatchReminder {
    /// "Tomorrow: Rovers v United" — the day before kick-off at the same wall-clock time.
    static func fireDate(forKickoff kickoff: Date) -> Date {
        kickoff.addingTimeInterval(-24 * 60 * 60)
    }
}
