import Foundation

/// Stops playback at the end of the chosen duration, fading the volume out over the last
/// `fadeDuration` seconds.
struct SleepTimer {
    var duration: TimeInterval
    var fadeDuration: TimeInterval = 30

    /// Seconds after start at which the fade begins.
    var fadeStart: TimeInterval { max(0, duration - fadeDuration * 2) }

    func volume(at elapsed: TimeInterval) -> Float {
        guard elapsed >= fadeStart else { return 1 }
        guard elapsed < duration else { return 0 }
        return Float((duration - elapsed) / (duration - fadeStart))
    }
}
