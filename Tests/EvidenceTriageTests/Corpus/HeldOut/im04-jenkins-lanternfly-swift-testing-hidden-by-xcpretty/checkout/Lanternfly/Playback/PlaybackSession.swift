import Foundation

/// Reports the last playback session outcome to the "Continue listening" shelf.
struct PlaybackSessionReporter {
    // Shared across the whole process so the shelf and the mini-player agree.
    static var status: String = "none"

    func currentStatus() -> String { Self.status }
}
