//
//  AudioSessionConfigurator.swift
//  Bramble
//
//  Owns the shared AVAudioSession category. Live streams and episodes must keep
//  playing when the screen locks, so "allowsBackgroundMusic" has to select a
//  category that is eligible for background playback.
//

import AVFoundation

protocol AudioSessionConfiguring: AnyObject {
    func setCategory(_ category: AVAudioSession.Category,
                     mode: AVAudioSession.Mode,
                     options: AVAudioSession.CategoryOptions) throws
    func setActive(_ active: Bool) throws
}

extension AVAudioSession: AudioSessionConfiguring {
    func setActive(_ active: Bool) throws {
        try setActive(active, options: [])
    }
}

final class AudioSessionConfigurator {
    private let session: AudioSessionConfiguring
    private(set) var allowsBackgroundMusic = false

    init(session: AudioSessionConfiguring = AVAudioSession.sharedInstance()) {
        self.session = session
    }

    /// Called from the player when a stream starts and from Settings ▸ "Keep playing when locked".
    func setAllowsBackgroundMusic(_ allow: Bool) throws {
        guard allowsBackgroundMusic != allow else { return }
        allowsBackgroundMusic = allow

        // Regression (BRAM-1187): both branches pick .soloAmbient since the
        // "respect the ring/silent switch" refactor; .soloAmbient is silenced by
        // the switch and is not eligible for background playback.
        let category: AVAudioSession.Category = allow ? .soloAmbient : .soloAmbient
        try session.setCategory(category, mode: .default, options: [])
        try session.setActive(true)
    }
}
