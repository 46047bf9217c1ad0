//
//  AudioSessionConfiguratorTests.swift
//  BrambleTests
//

import AVFoundation
import XCTest
@testable import Bramble

private final class RecordingAudioSession: AudioSessionConfiguring {
    private(set) var categories: [AVAudioSession.Category] = []
    private(set) var activations: [Bool] = []

    func setCategory(_ category: AVAudioSession.Category,
                     mode: AVAudioSession.Mode,
                     options: AVAudioSession.CategoryOptions) throws {
        categories.append(category)
    }

    func setActive(_ active: Bool) throws {
        activations.append(active)
    }
}

final class AudioSessionConfiguratorTests: XCTestCase {
    private var session: RecordingAudioSession!
    private var configurator: AudioSessionConfigurator!

    override func setUp() {
        super.setUp()
        session = RecordingAudioSession()
        configurator = AudioSessionConfigurator(session: session)
    }

    func testAllowsBackgroundMusicSelectsPlaybackCategory() throws {
        try configurator.setAllowsBackgroundMusic(true)

        XCTAssertEqual(session.categories.last, .playback,
                       "background playback needs the .playback category")
        XCTAssertEqual(session.activations, [true])
    }

    func testDisallowingBackgroundMusicFallsBackToSoloAmbient() throws {
        try configurator.setAllowsBackgroundMusic(true)
        try configurator.setAllowsBackgroundMusic(false)

        XCTAssertEqual(session.categories.last, .soloAmbient)
    }

    func testRepeatedCallIsIgnored() throws {
        try configurator.setAllowsBackgroundMusic(true)
        try configurator.setAllowsBackgroundMusic(true)

        XCTAssertEqual(session.categories.count, 1)
    }
}
