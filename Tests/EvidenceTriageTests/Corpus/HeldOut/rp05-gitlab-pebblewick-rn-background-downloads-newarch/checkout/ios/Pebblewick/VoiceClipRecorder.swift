import AVFoundation

final class VoiceClipRecorder {
    func requestAccess() async -> Bool {
        await AVAudioApplication.requestRecordPermission()
    }
}
