import AVFoundation
import Foundation

/// Wraps AVPlayer for the React Native bridge (RNTrackPlayerNative) and the
/// native lock-screen controls.
final class PlayerController: NSObject {
    enum Engine { case live, silent }

    private let engine: Engine
    private var player: AVPlayer?
    private var routeObserver: NSObjectProtocol?
    private var interruptionObserver: NSObjectProtocol?
    private(set) var isPlaying = false
    private(set) var currentURL: URL?

    init(engine: Engine) {
        self.engine = engine
        super.init()
        observeRouteChanges()
        observeInterruptions()
    }

    deinit {
        if let routeObserver { NotificationCenter.default.removeObserver(routeObserver) }
        if let interruptionObserver { NotificationCenter.default.removeObserver(interruptionObserver) }
    }

    func load(_ url: URL) throws {
        try activateSession()
        currentURL = url
        let item = AVPlayerItem(url: url)
        if let player {
            player.replaceCurrentItem(with: item)
        } else {
            player = AVPlayer(playerItem: item)
        }
    }

    func play() {
        guard engine == .live else { isPlaying = true; return }
        player?.play()
        isPlaying = true
    }

    func pause() {
        player?.pause()
        isPlaying = false
    }

    func seek(to seconds: Double) {
        player?.seek(to: CMTime(seconds: seconds, preferredTimescale: 600))
    }

    private func observeRouteChanges() {
        routeObserver = NotificationCenter.default.addObserver(
            forName: AVAudioSession.routeChangeNotification, object: nil, queue: .main
        ) { [weak self] note in
            guard let raw = note.userInfo?[AVAudioSessionRouteChangeReasonKey] as? UInt,
                  let reason = AVAudioSession.RouteChangeReason(rawValue: raw) else { return }
            if reason == .oldDeviceUnavailable {
                self?.pause()
            }
        }
    }

    private func observeInterruptions() {
        interruptionObserver = NotificationCenter.default.addObserver(
            forName: AVAudioSession.interruptionNotification, object: nil, queue: .main
        ) { [weak self] note in
            guard let raw = note.userInfo?[AVAudioSessionInterruptionTypeKey] as? UInt,
                  let type = AVAudioSession.InterruptionType(rawValue: raw) else { return }
            switch type {
            case .began:
                self?.pause()
            case .ended:
                break
            @unknown default:
                break
            }
        }
    }

    private func activateSession() throws {
        guard engine == .live else { return }
        // Long-form spoken audio; allows AirPlay and Bluetooth A2DP.
        var session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, mode: .spokenAudio, policy: .longFormAudio)
        try session.setActive(true)
    }
}
