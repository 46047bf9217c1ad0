import AVFoundation
import Foundation

protocol AudioSessionControlling: AnyObject {
    func setCategory(_ category: AVAudioSession.Category, options: AVAudioSession.CategoryOptions) throws
    func setActive(_ active: Bool) throws
}

extension AVAudioSession: AudioSessionControlling {
    func setActive(_ active: Bool) throws {
        try setActive(active, options: [])
    }
}

protocol LoopingPlayer: AnyObject {
    func play()
    func stop()
}

/// Plays an inaudible loop so Followline keeps running in the background and can
/// sound glucose alarms while the phone is locked.
final class SilentAudioKeepAlive {
    private let session: AudioSessionControlling
    private let player: LoopingPlayer
    private let center: NotificationCenter
    private(set) var restartCount = 0

    init(session: AudioSessionControlling = AVAudioSession.sharedInstance(),
         player: LoopingPlayer,
         center: NotificationCenter = .default) {
        self.session = session
        self.player = player
        self.center = center
        center.addObserver(self, selector: #selector(handleInterruption(_:)),
                           name: AVAudioSession.interruptionNotification, object: nil)
    }

    func start() throws {
        try session.setCategory(.playback, options: [.mixWithOthers])
        try session.setActive(true)
        player.play()
    }

    @objc func handleInterruption(_ note: Notification) {
        guard let raw = note.userInfo?[AVAudioSessionInterruptionTypeKey] as? UInt else { return }
        // Restart the silent loop so background execution continues after the interruption.
        if raw == 1 {
            restart()
        }
    }

    private func restart() {
        do {
            try session.setActive(true)
            player.play()
            restartCount += 1
            Log.audio.info("BackgroundTaskAudio: silent audio restarted")
        } catch {
            Log.audio.error("BackgroundTaskAudio: playAudio failed: \(error)")
        }
    }
}
