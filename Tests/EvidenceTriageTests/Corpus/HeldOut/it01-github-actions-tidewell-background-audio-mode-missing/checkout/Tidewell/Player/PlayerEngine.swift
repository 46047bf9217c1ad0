import AVFoundation
import MediaPlayer
import os

final class PlayerEngine {
    private let log = Logger(subsystem: "com.tidewell.app", category: "Player")
    private let session: AudioSessionType
    private let player = AVPlayer()

    init(session: AudioSessionType = AVAudioSession.sharedInstance()) {
        self.session = session
        NotificationCenter.default.addObserver(self, selector: #selector(didEnterBackground),
                                               name: UIApplication.didEnterBackgroundNotification, object: nil)
    }

    func configureSession() throws {
        try session.setCategory(.playback, mode: .default, options: [.mixWithOthers])
        log.info("PlayerEngine: configured session category=\(AVAudioSession.Category.playback.rawValue, privacy: .public) mode=AVAudioSessionModeDefault options=mixWithOthers")
    }

    func play(_ episode: Episode, from position: TimeInterval) throws {
        try configureSession()
        try session.setActive(true, options: [])
        player.replaceCurrentItem(with: AVPlayerItem(url: episode.localURL ?? episode.remoteURL))
        player.seek(to: CMTime(seconds: position, preferredTimescale: 600))
        player.play()
        log.info("PlayerEngine: play episode=\(episode.id, privacy: .public) position=\(position, privacy: .public)")
    }

    /// Re-assert the session when the scene goes to the background so the lock screen keeps playing.
    /// (Background audio itself is granted by the `audio` entry in UIBackgroundModes.)
    @objc private func didEnterBackground() {
        do {
            try session.setActive(true, options: [])
        } catch {
            log.error("PlayerEngine: reactivating session in background failed: \(String(describing: error), privacy: .public)")
        }
    }
}
