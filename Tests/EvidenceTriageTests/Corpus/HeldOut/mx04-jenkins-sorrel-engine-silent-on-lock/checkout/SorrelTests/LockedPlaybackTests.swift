import Testing
import AVFoundation
@testable import SorrelAudio

@Suite("Locked playback")
struct LockedPlaybackTests {
    @Test func backgroundedPlaybackContinues() async throws {
        let engine = try FlacEngine.fixture("nocturne.flac")
        try engine.play()
        await DeviceHarness.sendToBackground()
        try await Task.sleep(for: .seconds(10))
        #expect(engine.renderedFrames > 400_000)
    }

    @Test func lockedPlaybackContinues() async throws {
        let engine = try FlacEngine.fixture("nocturne.flac")
        try engine.play()
        await DeviceHarness.lockScreen()
        try await Task.sleep(for: .seconds(10))
        #expect(engine.renderedFrames > 400_000)
    }

    @Test func sessionCategoryIsPlayback() throws {
        _ = try FlacEngine.fixture("nocturne.flac")
        #expect(AVAudioSession.sharedInstance().category == .playback)
    }
}
