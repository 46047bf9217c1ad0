import AVFoundation

/// Wraps the shared AVAudioSession so the player can be tested with a fake.
protocol AudioSessionControlling {
    func setCategory(_ category: AVAudioSession.Category, mode: AVAudioSession.Mode) throws
    func setActive(_ active: Bool) throws
}

extension AVAudioSession: AudioSessionControlling {
    func setCategory(_ category: AVAudioSession.Category, mode: AVAudioSession.Mode) throws {
        try setCategory(category, mode: mode, options: [])
    }
    func setActive(_ active: Bool) throws { try setActive(active, options: []) }
}

final class PlaybackSession {
    private let session: AudioSessionControlling
    private(set) var isPlaying = false
    private(set) var playbackQueued = false
    var onPlay: (() -> Void)?

    init(session: AudioSessionControlling = AVAudioSession.sharedInstance()) {
        self.session = session
    }

    /// Called from the UI, CarPlay, remote commands and auto-play after an interruption ends.
    func play(autoPlayed: Bool = false) {
        playbackQueued = true
        do {
            try session.setCategory(.playback, mode: .spokenAudio)
            try session.setActive(true)
        } catch {
            // Once activation fails the session never recovers until relaunch (see #212),
            // so stop here rather than play into a dead route.
            fatalError("Failed to activate the audio session, \(error)")
        }
        playbackQueued = false
        isPlaying = true
        onPlay?()
    }
}
