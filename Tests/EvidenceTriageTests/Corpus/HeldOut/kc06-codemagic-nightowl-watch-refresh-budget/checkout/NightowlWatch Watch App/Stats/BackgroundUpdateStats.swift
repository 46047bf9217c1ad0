import Foundation

/// Shown on the last page of the watch app: how many background updates watchOS granted.
final class BackgroundUpdateStats {
    enum Source { case backgroundRefresh, foregroundTimer, phoneContext }

    private var updates: [(date: Date, source: Source)] = []

    func recordUpdate(at date: Date, source: Source) {
        updates.append((date, source))
    }

    /// Background updates per hour over the last hour.
    func backgroundUpdatesPerHour(now: Date = .now) -> Double {
        let hourAgo = now.addingTimeInterval(-3600)
        return Double(updates.filter { $0.date > hourAgo }.count)
    }
}
