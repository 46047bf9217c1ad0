import AVFoundation
import os

final class PlaybackController {
    static let shared = PlaybackController()
    private let log = Logger(subsystem: "com.driftwave.app", category: "Playback")
    private var player: AVPlayer?

    func play(_ url: URL) {
        do {
            try AVAudioSession.sharedInstance().setCategory(.playback, mode: .spokenAudio)
            try AVAudioSession.sharedInstance().setActive(true)
        } catch {
            log.error("AVAudioSession setActive failed: \(String(describing: error), privacy: .public)")
        }
        player = AVPlayer(url: url)
        player?.play()
    }
}
