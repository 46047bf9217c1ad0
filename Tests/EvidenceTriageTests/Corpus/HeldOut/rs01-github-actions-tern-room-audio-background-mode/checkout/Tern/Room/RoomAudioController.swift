import AVFoundation
import os

final class RoomAudioController {
    static let shared = RoomAudioController()
    private let log = Logger(subsystem: "com.ternapp.tern", category: "RoomAudio")
    private(set) var micStatus: String = "Off"

    func activate() throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playAndRecord, mode: .voiceChat, options: [.allowBluetooth, .defaultToSpeaker])
        try session.setActive(true)
        NotificationCenter.default.addObserver(self, selector: #selector(interrupted(_:)),
                                               name: AVAudioSession.interruptionNotification, object: session)
        micStatus = "Live"
        log.info("session active category=playAndRecord mode=voiceChat")
    }

    @objc private func interrupted(_ note: Notification) {
        guard let raw = note.userInfo?[AVAudioSessionInterruptionTypeKey] as? UInt,
              AVAudioSession.InterruptionType(rawValue: raw) == .began else { return }
        let reason = note.userInfo?[AVAudioSessionInterruptionReasonKey] as? UInt ?? 0
        log.error("interruption began reason=\(reason) -> local mic track muted")
        micStatus = "Interrupted"
    }
}
