import AVFoundation
import Foundation

/// Plays the urgent-low alarm. Alarms are often started from the background
/// (a glucose reading arrives while the phone is locked).
final class AlarmSoundPlayer {
    private let session: AudioSessionControlling
    private let player: LoopingPlayer
    private(set) var isPlaying = false

    init(session: AudioSessionControlling = AVAudioSession.sharedInstance(), player: LoopingPlayer) {
        self.session = session
        self.player = player
    }

    func start() async {
        do {
            try session.setCategory(.playback, options: [.duckOthers])
            try session.setActive(true)
        } catch {
            Log.audio.error("AlarmSoundPlayer: session activation failed: \(error)")
            return
        }
        player.play()
        isPlaying = true
    }
}
