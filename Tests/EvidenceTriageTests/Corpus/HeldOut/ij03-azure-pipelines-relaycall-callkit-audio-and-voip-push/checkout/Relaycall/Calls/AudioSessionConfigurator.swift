import AVFoundation

enum AudioSessionConfigurator {
    /// Category and mode only. Activation belongs to CallKit for calls.
    static func configureForCall() throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playAndRecord, mode: .voiceChat, options: [.allowBluetooth])
        try session.setPreferredSampleRate(48_000)
    }
}
