import AVFoundation
import os

/// Abstraction so tests can see how the session is activated.
protocol AudioSessionControlling: AnyObject {
    func setCategory(_ category: AVAudioSession.Category, mode: AVAudioSession.Mode, policy: AVAudioSession.RouteSharingPolicy) throws
    func setActive(_ active: Bool) throws
    func activate(options: AVAudioSessionActivationOptions, completionHandler: @escaping (Bool, Error?) -> Void)
}
extension AVAudioSession: AudioSessionControlling {
    func setActive(_ active: Bool) throws { try setActive(active, options: []) }
}

/// Plays coach cues and podcast audio during a run, including with the wrist down.
final class WatchAudioSession {
    private let log = Logger(subsystem: "com.strideapp.ios.watchkitapp", category: "Audio")
    private let session: AudioSessionControlling
    private let player: CuePlayer
    /// Cached so we don't re-activate for every cue.
    private(set) var isActivated = false

    init(session: AudioSessionControlling = AVAudioSession.sharedInstance(), player: CuePlayer = .live) {
        self.session = session
        self.player = player
        NotificationCenter.default.addObserver(self, selector: #selector(interrupted(_:)),
                                               name: AVAudioSession.interruptionNotification, object: nil)
    }

    func play(_ cue: Cue) {
        log.info("play requested: coach cue \(cue.file, privacy: .public) (session active: \(self.isActivated))")
        guard !isActivated else { player.play(cue); return }
        do {
            try session.setCategory(.playback, mode: .spokenAudio, policy: .longFormAudio)
            try session.setActive(true)              // same call as the iPhone app
            isActivated = true
            log.info("session.setActive(true) ok; starting player")
            player.play(cue)
        } catch {
            log.error("audio session activation failed: \(error.localizedDescription, privacy: .public)")
        }
    }

    func stop() {
        player.stop()
        try? session.setActive(false)
        isActivated = false
    }

    @objc private func interrupted(_ note: Notification) {
        guard let raw = note.userInfo?[AVAudioSessionInterruptionTypeKey] as? UInt,
              let type = AVAudioSession.InterruptionType(rawValue: raw) else { return }
        switch type {
        case .began:
            log.info("interruption began (reason: default)")
            player.pause()
        case .ended:
            log.info("interruption ended (shouldResume: true); session already active, resuming player")
            player.resume()
        @unknown default: break
        }
    }
}
