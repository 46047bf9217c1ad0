import AVFoundation

final class EpisodePlayer {
    private let session: AVAudioSession
    private let player = AVPlayer()

    init(session: AVAudioSession) { self.session = session }

    func prepare(episode: Episode) throws {
        // Audio, AirPlay and Picture in Picture is ticked in Signing & Capabilities,
        // so background playback "should just work".
        try session.setActive(true)
        player.replaceCurrentItem(with: AVPlayerItem(url: episode.streamURL))
        NowPlaying.shared.publish(episode)
    }
}

