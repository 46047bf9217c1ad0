import AVFoundation
import os

final class RecordingSession: ObservableObject {
    @Published private(set) var statusText = "Idle"
    private let log = Logger(subsystem: "app.murmur", category: "Recorder")
    private var recorder: AVAudioRecorder?
    private var interruptedWhileRecording = false
    let session = AVAudioSession.sharedInstance()

    init() {
        NotificationCenter.default.addObserver(self, selector: #selector(handleInterruption(_:)),
                                               name: AVAudioSession.interruptionNotification, object: session)
    }

    func configure() throws {
        try session.setCategory(.playAndRecord, mode: .default, options: [.defaultToSpeaker, .allowBluetooth])
        try session.setActive(true)
    }

    func start(to url: URL) throws {
        try configure()
        recorder = try AVAudioRecorder(url: url, settings: MemoFormat.settings)
        recorder?.record()
        statusText = "Recording"
    }

    @objc private func handleInterruption(_ note: Notification) {
        guard let raw = note.userInfo?[AVAudioSessionInterruptionTypeKey] as? UInt,
              let type = AVAudioSession.InterruptionType(rawValue: raw) else { return }
        switch type {
        case .began:
            if recorder?.isRecording == true {
                recorder?.stop()
                interruptedWhileRecording = true
                statusText = "Paused"
            }
        case .ended:
            guard interruptedWhileRecording else { return }
            do {
                try session.setActive(true)
                try start(to: MemoStore.shared.nextFileURL())
                interruptedWhileRecording = false
            } catch {
                log.error("setActive failed: \(String(describing: error), privacy: .public)")
                statusText = "Paused — session error"
            }
        @unknown default:
            break
        }
    }
}
