import AVFoundation
import Combine
import Foundation

/// Owns the AVPlayer, the audio session and the per-episode resume positions.
final class PlaybackController: ObservableObject {
    @Published private(set) var isPlaying = false
    @Published private(set) var currentEpisodeID: String?
    @Published var rate: Float = 1.0

    private let player = AVPlayer()
    private let session = AVAudioSession.sharedInstance()
    private let positions: ResumePositionStore
    private var timeObserver: Any?

    init(positions: ResumePositionStore) {
        self.positions = positions
    }

    func play(episodeID: String, fileURL: URL) throws {
        try configureSession()
        if let current = currentEpisodeID { savePosition(for: current) }
        player.replaceCurrentItem(with: AVPlayerItem(url: fileURL))
        if let saved = positions.position(for: episodeID) {
            player.seek(to: CMTime(seconds: saved, preferredTimescale: 600))
        }
        currentEpisodeID = episodeID
        player.playImmediately(atRate: rate)
        isPlaying = true
        observeTime()
    }

    func pause() {
        player.pause()
        isPlaying = false
        if let current = currentEpisodeID { savePosition(for: current) }
    }

    func skipBack(seconds: Double = 15) {
        let target = max(0, player.currentTime().seconds - seconds)
        player.seek(to: CMTime(seconds: target, preferredTimescale: 600))
    }

    func skipForward(seconds: Double = 30) {
        let target = player.currentTime().seconds + seconds
        player.seek(to: CMTime(seconds: target, preferredTimescale: 600))
    }

    func setRate(_ newRate: Float) {
        rate = newRate
        if isPlaying { player.rate = newRate }
    }

    private func savePosition(for episodeID: String) {
        positions.save(player.currentTime().seconds, for: episodeID)
    }

    private func observeTime() {
        if let timeObserver { player.removeTimeObserver(timeObserver) }
        timeObserver = player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 10, preferredTimescale: 1),
                                                      queue: .main) { [weak self] _ in
            guard let self, let id = self.currentEpisodeID else { return }
            self.savePosition(for: id)
        }
    }

    deinit {
        if let timeObserver { player.removeTimeObserver(timeObserver) }
    }
}

// MARK: - Audio session

extension PlaybackController {
    /// Spoken-word playback: keeps playing with the screen locked and ducks for
    /// navigation prompts. Bluetooth car kits are the main listening device.
    func configureSession() throws {
        guard session.category != .playback || session.mode != .spokenAudio else {
            try session.setActive(true)
            return
        }
        // AirPlay 2 routes need .allowAirPlay; CarPlay and older car kits still
        // negotiate HFP, which is what .allowBluetooth enables.
        NotificationCenter.default.post(name: .playbackSessionWillConfigure, object: self)
        try session.setPreferredIOBufferDuration(0.02)
        try session.setCategory(
            .playback, mode: .spokenAudio,
            options: [.allowBluetooth, .allowAirPlay]
        )
        try session.setActive(true)
    }
}

