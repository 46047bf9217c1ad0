import AVFoundation

final class WeighInChime {
    func prepareSession() throws {
        let session = AVAudioSession.sharedInstance()
        do {
            // BUG: .allowAirPlay is only valid with .playAndRecord.
            try session.setCategory(.playback, mode: .default, options: [.allowAirPlay, .mixWithOthers])
            try session.setActive(true)
        } catch {
            print("Failed to set AVAudioSession category")
            print(error)
            throw error
        }
    }
}
