import AudioToolbox
import AVFoundation
import OSLog

/// Streams the looping night-sound mix through an AudioQueue so the fade
/// curve can be applied per buffer. Playback is expected to keep going after
/// the screen locks (UIBackgroundModes: audio).
final class NightSoundsPlayer {
    private let log = Logger(subsystem: "com.lullwave.app", category: "playback")
    private var queue: AudioQueueRef?
    private(set) var isPlaying = false

    func start(mix: SoundMix) throws {
        try AVAudioSession.sharedInstance().setCategory(.playback, mode: .default, options: [.mixWithOthers])
        try AVAudioSession.sharedInstance().setActive(true)
        queue = try makeQueue(for: mix)
        try resume()
    }

    /// Also called by the fade-in timer and after an interruption ends, which
    /// can happen while the app is in the background.
    func resume() throws {
        guard let queue else { return }
        let status = AudioQueueStart(queue, nil)
        guard status == noErr else {
            log.error("AudioQueueStart failed: \(status, privacy: .public)")
            isPlaying = false
            throw PlaybackError.queueStartFailed(status)
        }
        isPlaying = true
    }
}
