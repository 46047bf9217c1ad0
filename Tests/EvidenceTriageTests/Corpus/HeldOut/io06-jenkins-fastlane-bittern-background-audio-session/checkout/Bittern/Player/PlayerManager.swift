import AVFoundation
import os

protocol AudioSessioning {
    func setCategory(_ category: AVAudioSession.Category, mode: AVAudioSession.Mode, policy: AVAudioSession.RouteSharingPolicy) throws
    func setActive(_ active: Bool, options: AVAudioSession.SetActiveOptions) throws
}
extension AVAudioSession: AudioSessioning {
    func setCategory(_ category: Category, mode: Mode, policy: RouteSharingPolicy) throws {
        try setCategory(category, mode: mode, policy: policy, options: [])
    }
}

/// Plays audiobooks; must keep playing with the screen locked (UIBackgroundModes: audio).
final class PlayerManager {
    private let session: AudioSessioning
    private let player: AudioPlaying
    private let log = Logger(subsystem: "com.bittern.app", category: "Player")
    private(set) var playbackQueued = false

    init(session: AudioSessioning = AVAudioSession.sharedInstance(), player: AudioPlaying) {
        self.session = session
        self.player = player
    }

    func play() {
        do {
            try session.setCategory(.playback, mode: .spokenAudio, policy: .longFormAudio)
            try session.setActive(true, options: [])
        } catch {
            // Once activation has failed the session never comes back until relaunch.
            fatalError("Failed to activate the audio session, \(error), description: \(error.localizedDescription)")
        }
        player.play()
    }

    func handleInterruption(type: AVAudioSession.InterruptionType, options: AVAudioSession.InterruptionOptions) {
        log.info("interruption \(type == .began ? "began" : "ended", privacy: .public)")
        switch type {
        case .began:
            playbackQueued = player.isPlaying
            player.pause()
        case .ended:
            if options.contains(.shouldResume) && playbackQueued { play() }
        @unknown default:
            break
        }
    }
}
