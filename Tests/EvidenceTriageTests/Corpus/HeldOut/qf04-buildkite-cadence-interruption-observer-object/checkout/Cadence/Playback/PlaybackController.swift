import AVFoundation
import Combine

final class PlaybackController: NSObject, ObservableObject {
    enum State: String { case idle, playing, paused }

    @Published private(set) var state: State = .idle
    let player: AVPlayer
    private let center: NotificationCenter
    private var resumeAfterInterruption = false

    init(player: AVPlayer = AVPlayer(), center: NotificationCenter = .default) {
        self.player = player
        self.center = center
        super.init()
        center.addObserver(self, selector: #selector(audioSessionInterrupted(_:)),
                           name: AVAudioSession.interruptionNotification, object: player)
        center.addObserver(self, selector: #selector(routeChanged(_:)),
                           name: AVAudioSession.routeChangeNotification, object: nil)
    }

    func play() {
        try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .spokenAudio)
        try? AVAudioSession.sharedInstance().setActive(true)
        player.play()
        state = .playing
    }

    func pause() {
        player.pause()
        state = .paused
    }

    @objc private func audioSessionInterrupted(_ note: Notification) {
        guard let raw = note.userInfo?[AVAudioSessionInterruptionTypeKey] as? UInt,
              let type = AVAudioSession.InterruptionType(rawValue: raw) else { return }
        switch type {
        case .began:
            resumeAfterInterruption = state == .playing
            pause()
        case .ended:
            let options = AVAudioSession.InterruptionOptions(rawValue: note.userInfo?[AVAudioSessionInterruptionOptionKey] as? UInt ?? 0)
            if options.contains(.shouldResume) && resumeAfterInterruption { play() }
        @unknown default:
            break
        }
    }

    @objc private func routeChanged(_ note: Notification) {
        guard let raw = note.userInfo?[AVAudioSessionRouteChangeReasonKey] as? UInt,
              AVAudioSession.RouteChangeReason(rawValue: raw) == .oldDeviceUnavailable else { return }
        pause()
    }
}
