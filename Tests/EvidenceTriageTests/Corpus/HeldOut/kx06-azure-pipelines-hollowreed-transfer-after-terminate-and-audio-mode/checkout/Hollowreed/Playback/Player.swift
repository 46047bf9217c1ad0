import AVFoundation

final class Player {
    private let player = AVPlayer()

    func play(_ item: AVPlayerItem) throws {
        // Category .playback is what lets audio continue in the background — together with
        // the `audio` value in UIBackgroundModes (Signing & Capabilities > Background Modes).
        try AVAudioSession.sharedInstance().setCategory(.playback, mode: .spokenAudio)
        try AVAudioSession.sharedInstance().setActive(true)
        player.replaceCurrentItem(with: item)
        player.play()
    }
}
