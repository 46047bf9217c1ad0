import AVFoundation

/// Plays voicemail and podcast-style call recordings; keeps playing across route changes.
final class StreamController {
    enum State: String { case idle, playing, paused }

    private(set) var state: State = .idle
    private let player: AVPlayer
    private var wasPlayingBeforeRouteChange = false

    init(player: AVPlayer = AVPlayer()) {
        self.player = player
        NotificationCenter.default.addObserver(self, selector: #selector(routeChanged(_:)),
                                               name: AVAudioSession.routeChangeNotification, object: nil)
    }

    func play(_ url: URL) {
        try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .spokenAudio)
        try? AVAudioSession.sharedInstance().setActive(true)
        player.replaceCurrentItem(with: AVPlayerItem(url: url))
        player.play()
        state = .playing
    }

    @objc func routeChanged(_ note: Notification) {
        guard let raw = note.userInfo?[AVAudioSessionRouteChangeReasonKey] as? UInt,
              let reason = AVAudioSession.RouteChangeReason(rawValue: raw) else { return }
        switch reason {
        case .oldDeviceUnavailable:
            // Headphones unplugged: pause, per HIG.
            wasPlayingBeforeRouteChange = state == .playing
            player.pause()
            state = .paused
        case .newDeviceAvailable:
            // Resume if we paused for the previous route change.
            if wasPlayingBeforeRouteChange && state == .playing {
                player.play()
            }
        default:
            break
        }
    }
}
