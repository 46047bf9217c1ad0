import AVFoundation
import os

protocol PlaybackControlling: AnyObject {
    var isPlaying: Bool { get }
    func play()
    func pause()
}

/// Reacts to AVAudioSession interruptions for the episode player.
final class PlaybackInterruptionHandler {
    enum State: String { case playing, paused, interrupted }

    private let log = Logger(subsystem: "com.tidecast.app", category: "Interruption")
    private weak var player: PlaybackControlling?
    private(set) var state: State = .paused
    private(set) var playButtonEnabled = true
    private var resumeAfterInterruption = false

    init(player: PlaybackControlling) {
        self.player = player
        state = player.isPlaying ? .playing : .paused
    }

    func handle(userInfo: [AnyHashable: Any]) {
        guard let raw = userInfo[AVAudioSessionInterruptionTypeKey] as? UInt,
              let type = AVAudioSession.InterruptionType(rawValue: raw) else { return }
        switch type {
        case .began:
            log.info("interruption began userInfo=\(String(describing: userInfo), privacy: .public)")
            resumeAfterInterruption = player?.isPlaying ?? false
            player?.pause()
            state = .interrupted
            playButtonEnabled = false
        case .ended:
            let options = AVAudioSession.InterruptionOptions(rawValue: userInfo[AVAudioSessionInterruptionOptionKey] as? UInt ?? 0)
            playButtonEnabled = true
            if options.contains(.shouldResume) && resumeAfterInterruption {
                player?.play()
                state = .playing
            } else {
                state = .paused
            }
        @unknown default:
            break
        }
    }
}
