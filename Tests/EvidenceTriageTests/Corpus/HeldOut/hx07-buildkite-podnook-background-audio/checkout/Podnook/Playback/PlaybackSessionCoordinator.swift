import AVFoundation
import Foundation

/// Owns the AVAudioSession for the player, the mini-player and the
/// transcript reader (each is a "module" that asks for the session).
/// Modelled on expo-av's session manager, which Podnook used before 5.0.
final class PlaybackSessionCoordinator {
    enum PlaybackError: Error, Equatable, CustomStringConvertible {
        case backgroundActivation
        var description: String {
            "Podnook is currently in the background, so the audio session could not be activated."
        }
    }

    private let session: AudioSessionControlling
    private var foregroundModules: Set<String> = []
    private var activeModules: Set<String> = []
    private(set) var isBackgrounded = false

    /// Settings → Playback → "Keep playing when I leave the app".
    var staysActiveInBackground = true

    init(session: AudioSessionControlling) {
        self.session = session
    }

    func moduleDidForeground(_ module: String) {
        foregroundModules.insert(module)
        isBackgrounded = false
        updateSessionConfiguration()
    }

    func moduleDidBackground(_ module: String) {
        foregroundModules.remove(module)
        isBackgrounded = foregroundModules.isEmpty
        updateSessionConfiguration()
    }

    /// Called for play from the UI and from MPRemoteCommandCenter.
    /// Returns nil when the session is active.
    @discardableResult
    func activate(for module: String) -> PlaybackError? {
        if isBackgrounded && !activeModules.contains(module) {
            return .backgroundActivation
        }
        do {
            try session.setActive(true)
            activeModules.insert(module)
            return nil
        } catch {
            return .backgroundActivation
        }
    }

    func deactivate(for module: String) {
        activeModules.remove(module)
        if activeModules.isEmpty { try? session.setActive(false) }
    }

    private func updateSessionConfiguration() {
        let category = requestedCategory()
        try? session.setCategory(category.category, options: category.options)
    }

    private func requestedCategory() -> (category: AVAudioSession.Category, options: AVAudioSession.CategoryOptions) {
        if foregroundModules.isEmpty && activeModules.isEmpty {
            return (.soloAmbient, [])
        }
        return (.playback, [.allowAirPlay])
    }
}
