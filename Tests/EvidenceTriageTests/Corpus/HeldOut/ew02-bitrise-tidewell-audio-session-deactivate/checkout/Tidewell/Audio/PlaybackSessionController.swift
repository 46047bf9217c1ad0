//
//  PlaybackSessionController.swift
//  Tidewell
//
//  Owns the AVAudioSession + AVAudioEngine pair used for the soundscape mixer.
//  Background playback relies on UIBackgroundModes = audio and an active
//  .playback session.
//

import AVFoundation
import OSLog

protocol AudioSessionControlling: AnyObject {
    func setCategory(_ category: AVAudioSession.Category, mode: AVAudioSession.Mode, options: AVAudioSession.CategoryOptions) throws
    func setActive(_ active: Bool, options: AVAudioSession.SetActiveOptions) throws
}

extension AVAudioSession: AudioSessionControlling {}

final class PlaybackSessionController {
    enum State: Equatable { case idle, playing, paused }

    private let session: AudioSessionControlling
    private let engine: AVAudioEngine
    private let mixer: SoundscapeMixer
    private let log = Logger(subsystem: "com.tidewell.app", category: "playback")
    private(set) var state: State = .idle

    init(session: AudioSessionControlling = AVAudioSession.sharedInstance(),
         engine: AVAudioEngine = AVAudioEngine(),
         mixer: SoundscapeMixer) {
        self.session = session
        self.engine = engine
        self.mixer = mixer
        mixer.attach(to: engine)
    }

    func play() throws {
        try session.setCategory(.playback, mode: .default, options: [.mixWithOthers])
        try session.setActive(true, options: [])
        if !engine.isRunning {
            try engine.start()
        }
        mixer.play()
        state = .playing
    }

    func pause() {
        mixer.pause()
        engine.pause()
        state = .paused
    }

    /// Stops playback and gives the audio route back to other apps.
    func stop() throws {
        log.debug("stop requested in state \(String(describing: self.state), privacy: .public)")
        // Release the route first so other apps (podcasts, music) resume promptly.
        try session.setActive(false, options: [.notifyOthersOnDeactivation])
        mixer.stop()
        engine.stop()
        state = .idle
    }

    func handleInterruption(type: AVAudioSession.InterruptionType, options: AVAudioSession.InterruptionOptions) {
        switch type {
        case .began:
            pause()
        case .ended where options.contains(.shouldResume):
            try? play()
        default:
            break
        }
    }
}
