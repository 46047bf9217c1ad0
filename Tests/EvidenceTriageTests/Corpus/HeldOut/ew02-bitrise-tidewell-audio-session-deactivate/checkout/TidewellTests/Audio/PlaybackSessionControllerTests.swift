import AVFoundation
import XCTest
@testable import Tidewell

/// Runs against the real AVAudioSession of the test host (the Tidewell app on
/// the simulator), because the deactivation rules are enforced by the system.
final class PlaybackSessionControllerTests: XCTestCase {
    private var controller: PlaybackSessionController!
    private var mixer: SoundscapeMixer!

    override func setUpWithError() throws {
        mixer = SoundscapeMixer(layers: [.fixture("rain-loop"), .fixture("brown-noise")])
        controller = PlaybackSessionController(mixer: mixer)
    }

    override func tearDown() {
        try? AVAudioSession.sharedInstance().setActive(false)
        controller = nil
    }

    func testPlayActivatesPlaybackSession() throws {
        try controller.play()
        XCTAssertEqual(AVAudioSession.sharedInstance().category, .playback)
        XCTAssertEqual(controller.state, .playing)
    }

    func testPauseKeepsSessionActive() throws {
        try controller.play()
        controller.pause()
        XCTAssertEqual(controller.state, .paused)
        XCTAssertFalse(mixer.isPlaying)
    }

    func testStopDeactivatesSessionAfterEngineStops() throws {
        try controller.play()
        RunLoop.current.run(until: Date().addingTimeInterval(0.5))   // let the engine render a few buffers

        XCTAssertNoThrow(try controller.stop(), "stop() must halt all I/O before deactivating the session")
        XCTAssertEqual(controller.state, .idle)
        XCTAssertFalse(mixer.isPlaying)
    }

    func testInterruptionBeganPauses() throws {
        try controller.play()
        controller.handleInterruption(type: .began, options: [])
        XCTAssertEqual(controller.state, .paused)
    }

    func testInterruptionEndedResumesWhenShouldResume() throws {
        try controller.play()
        controller.handleInterruption(type: .began, options: [])
        controller.handleInterruption(type: .ended, options: [.shouldResume])
        XCTAssertEqual(controller.state, .playing)
    }
}
