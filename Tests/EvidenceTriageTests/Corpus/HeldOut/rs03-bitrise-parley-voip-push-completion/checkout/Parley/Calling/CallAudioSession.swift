import AVFoundation

enum CallAudioSession {
    static func configure() {
        let session = AVAudioSession.sharedInstance()
        try? session.setCategory(.playAndRecord, mode: .voiceChat, options: [.allowBluetooth])
        session.requestRecordPermission { _ in }
    }
}
