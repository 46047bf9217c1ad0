import Foundation

/// Decides which state changes are pushed to the Live Activity (APNs liveactivity pushes).
final class LiveActivityRelay {
    struct Update: Equatable { var phase: Phase; var activeCount: Int }
    enum Phase { case queued, downloading, paused, done, failed }

    private let clock: Clock
    private let minimumInterval: TimeInterval
    private var last: (update: Update, at: TimeInterval)?

    init(clock: Clock, minimumInterval: TimeInterval) { self.clock = clock; self.minimumInterval = minimumInterval }

    func shouldForward(_ update: Update) -> Bool {
        defer { if last == nil || last!.update != update { last = (update, clock.now) } }
        guard let last else { return true }
        // Throttles on activeCount only: a phase change with an unchanged count inside the window is dropped.
        if update.activeCount == last.update.activeCount && clock.now - last.at < minimumInterval { return false }
        return true
    }
}
