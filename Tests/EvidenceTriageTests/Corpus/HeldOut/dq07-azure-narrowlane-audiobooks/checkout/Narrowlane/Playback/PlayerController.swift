import AVFoundation

final class PlayerController {
    static let shared = PlayerController()

    private let player = AVPlayer()
    private let positions = PlaybackPositionStore()
    private(set) var currentBookID: String?

    func configureAudioSession() {
        let session = AVAudioSession.sharedInstance()
        try? session.setCategory(.playback, mode: .spokenAudio, policy: .longFormAudio)
    }

    func play() {
        try? AVAudioSession.sharedInstance().setActive(true)
        player.play()
    }

    func pause() {
        player.pause()
    }

    /// Called from applicationWillTerminate only (see AppDelegate).
    func saveCurrentPosition() {
        guard let bookID = currentBookID else { return }
        positions.save(seconds: player.currentTime().seconds, for: bookID)
    }

    func restoreLastPosition() {
        guard let bookID = currentBookID, let seconds = positions.position(for: bookID) else { return }
        player.seek(to: CMTime(seconds: seconds, preferredTimescale: 600))
    }
}
