import AVFoundation
import os

/// Owns the AVPlayer and the audio session for episode playback. Playback is meant to
/// continue when the user leaves the app (lock screen, other apps): that needs the
/// `playback` category here AND the `audio` background mode in the built Info.plist.
public final class PlaybackController {
    private let player = AVPlayer()
    private let session: AVAudioSession
    private let log = Logger(subsystem: "fm.tidewater.app", category: "playback")

    public init(session: AVAudioSession = .sharedInstance()) {
        self.session = session
    }

    public func play(_ episode: Episode) throws {
        try session.setCategory(.playback, mode: .spokenAudio, policy: .longFormAudio)
        try session.setActive(true)
        player.replaceCurrentItem(with: AVPlayerItem(url: episode.enclosureURL))
        player.play()
        log.info("playing \(episode.guid, privacy: .public)")
    }

    public var elapsed: TimeInterval {
        player.currentTime().seconds
    }
}
