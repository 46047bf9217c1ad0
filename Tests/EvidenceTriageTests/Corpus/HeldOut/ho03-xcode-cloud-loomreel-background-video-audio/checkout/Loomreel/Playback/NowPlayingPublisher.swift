import AVFoundation
import MediaPlayer

/// Publishes the current lesson to the lock screen / Control Center.
final class NowPlayingPublisher {
    private let center: NowPlayingInfoCenterType
    private var info: [String: Any] = [:]

    init(center: NowPlayingInfoCenterType = MPNowPlayingInfoCenter.default()) {
        self.center = center
    }

    func lessonStarted(title: String, course: String, duration: TimeInterval) {
        info = [
            MPMediaItemPropertyTitle: title,
            MPMediaItemPropertyAlbumTitle: course,
            MPMediaItemPropertyPlaybackDuration: duration,
            MPNowPlayingInfoPropertyElapsedPlaybackTime: 0.0,
            MPNowPlayingInfoPropertyPlaybackRate: 1.0,
        ]
        center.nowPlayingInfo = info
    }

    func rateChanged(to rate: Float, at elapsed: TimeInterval) {
        info[MPNowPlayingInfoPropertyPlaybackRate] = Double(rate)
        center.nowPlayingInfo = info
    }
}

protocol NowPlayingInfoCenterType: AnyObject {
    var nowPlayingInfo: [String: Any]? { get set }
}

extension MPNowPlayingInfoCenter: NowPlayingInfoCenterType {}
