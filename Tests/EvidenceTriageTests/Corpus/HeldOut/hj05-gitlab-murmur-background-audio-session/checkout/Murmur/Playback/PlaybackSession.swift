import AVFoundation
import Foundation

protocol AudioSessionControlling: AnyObject {
    var category: AVAudioSession.Category { get }
    func setCategory(_ category: AVAudioSession.Category, mode: AVAudioSession.Mode, policy: AVAudioSession.RouteSharingPolicy) throws
    func setActive(_ active: Bool, options: AVAudioSession.SetActiveOptions) throws
}

extension AVAudioSession: AudioSessionControlling {}

/// Owns the app's audio session for episode playback.
final class PlaybackSession {
    private let session: AudioSessionControlling
    private let log = MurmurLog(category: "Playback")
    private(set) var isActive = false
    var isPlaying: () -> Bool = { false }

    init(session: AudioSessionControlling = AVAudioSession.sharedInstance()) {
        self.session = session
    }

    /// Spoken-word playback that keeps going on the lock screen.
    func configure() {
        do {
            try session.setCategory(.playback, mode: .spokenAudio, policy: .longFormAudio)
        } catch {
            log.error("setCategory(.playback) failed: \(error)")
        }
    }

    func activate() throws {
        try session.setActive(true, options: [])
        isActive = true
    }

    /// Called from SceneDelegate.sceneDidEnterBackground(_:).
    func sceneDidEnterBackground() {
        // Release the session so other apps can resume their audio.
        do {
            try session.setActive(false, options: [.notifyOthersOnDeactivation])
            isActive = false
        } catch {
            log.error("setActive(false) failed: \(error)")
        }
    }
}
