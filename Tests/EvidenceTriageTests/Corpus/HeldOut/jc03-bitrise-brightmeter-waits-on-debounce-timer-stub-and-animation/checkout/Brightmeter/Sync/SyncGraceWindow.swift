import Foundation

/// Keeps the "syncing" state on for a short grace period after each activity so the
/// spinner does not flicker between back-to-back requests.
@MainActor
final class SyncGraceWindow {
    let grace: TimeInterval
    private var timer: Timer?
    private(set) var isActive = false

    init(grace: TimeInterval = 0.2) { self.grace = grace }

    func noteActivity() {
        isActive = true
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: grace, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.isActive = false }
        }
    }
}
