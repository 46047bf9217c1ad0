import AVFoundation
import os

/// Forwards AVAudioSession interruptions to the player and logs why they happened.
final class AudioSessionObserver {
    private let log = Logger(subsystem: "com.bittern.app", category: "AudioSession")
    private let player: PlayerManager

    init(player: PlayerManager) {
        self.player = player
        NotificationCenter.default.addObserver(forName: AVAudioSession.interruptionNotification, object: nil, queue: .main) { [weak self] note in
            self?.handle(note)
        }
    }

    private func handle(_ note: Notification) {
        guard let info = note.userInfo,
              let raw = info[AVAudioSessionInterruptionTypeKey] as? UInt,
              let type = AVAudioSession.InterruptionType(rawValue: raw) else { return }
        let reason = (info[AVAudioSessionInterruptionReasonKey] as? UInt).flatMap(AVAudioSession.InterruptionReason.init(rawValue:))
        log.info("AVAudioSession interruption \(type == .began ? "began" : "ended", privacy: .public) (reason: \(String(describing: reason), privacy: .public))")
        let options = AVAudioSession.InterruptionOptions(rawValue: info[AVAudioSessionInterruptionOptionKey] as? UInt ?? 0)
        player.handleInterruption(type: type, options: options)
    }
}
