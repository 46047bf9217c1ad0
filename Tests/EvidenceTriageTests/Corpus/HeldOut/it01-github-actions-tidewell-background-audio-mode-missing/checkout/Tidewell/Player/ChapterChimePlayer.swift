import AVFAudio

/// Plays the short chime at chapter boundaries. Lives beside PlayerEngine and shares its audio session.
final class ChapterChimePlayer {
    struct Settings { var chimeVolume: Float }

    private let session: AudioSessionType
    private let settings: Settings
    private var chime: AVAudioPlayer?
    var isMuted = false
    private(set) var lastVolume: Float = 0

    init(session: AudioSessionType = AVAudioSession.sharedInstance(), settings: Settings) {
        self.session = session
        self.settings = settings
    }

    func playChapterChime() throws {
        guard !isMuted else { return }
        // Keep the chime polite: ambient so it never ducks the episode.
        try session.setCategory(.ambient, mode: .default, options: [.mixWithOthers])
        try session.setActive(true, options: [])
        lastVolume = settings.chimeVolume
        chime?.volume = settings.chimeVolume
        chime?.play()
    }
}
