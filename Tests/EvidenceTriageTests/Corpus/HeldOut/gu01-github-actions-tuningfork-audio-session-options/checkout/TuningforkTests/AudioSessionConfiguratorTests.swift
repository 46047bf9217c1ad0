import AVFoundation
import XCTest
@testable import Tuningfork

final class AudioSessionConfiguratorTests: XCTestCase {
    private var configurator: AudioSessionConfigurator!

    override func setUp() {
        super.setUp()
        configurator = AudioSessionConfigurator()
    }

    override func tearDown() {
        try? AVAudioSession.sharedInstance().setActive(false)
        configurator = nil
        super.tearDown()
    }

    func testLaunchConfiguresPlaybackCategory() throws {
        XCTAssertNoThrow(try configurator.configurePlaybackSession())
        XCTAssertEqual(AVAudioSession.sharedInstance().category, .playback)
    }

    func testRestorePlaybackAfterTunerStops() throws {
        try configurator.beginRecordingSession()
        XCTAssertNoThrow(try configurator.restorePlaybackSession())
        XCTAssertEqual(AVAudioSession.sharedInstance().category, .playback)
        XCTAssertEqual(AVAudioSession.sharedInstance().mode, .default)
    }

    func testRecordingSessionUsesMeasurementMode() throws {
        try configurator.beginRecordingSession()
        XCTAssertEqual(AVAudioSession.sharedInstance().mode, .measurement)
    }
}
