import Foundation

/// Mirrors the BackgroundRunner `interval` (minutes, from capacitor.config)
/// so the settings screen can show the next earliest run.
enum RunnerSchedule {
    static func earliestBegin(after now: Date, intervalMinutes: Int) -> Date {
        now.addingTimeInterval(TimeInterval(intervalMinutes))
    }
}
