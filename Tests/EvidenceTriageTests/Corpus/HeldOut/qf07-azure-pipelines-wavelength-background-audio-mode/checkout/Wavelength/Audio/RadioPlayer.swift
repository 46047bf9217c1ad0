import AVFoundation
import MediaPlayer

final class RadioPlayer {
    static let shared = RadioPlayer()
    private let player = AVPlayer()

    func play(_ station: Station) throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, mode: .default, policy: .longFormAudio)
        try session.setActive(true)
        NSLog("[Audio] session category=%@ active=1", session.category.rawValue)
        player.replaceCurrentItem(with: AVPlayerItem(url: station.streamURL))
        player.play()
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: station.name,
                                                           MPNowPlayingInfoPropertyIsLiveStream: true]
    }
}
