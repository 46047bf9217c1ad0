import AVFoundation
import XCTest
@testable import Tidewell

final class PlaybackEngineTests: XCTestCase {
    private let episode = URL(string: "https://cdn.tidewell.test/episodes/slow-tide-041.m4a")!

    func testStartsInForeground() throws {
        let session = FakeSession()
        let output = FakeOutput(session: session, appInBackground: false)

        try PlaybackEngine(session: session, output: output).start(url: episode)

        XCTAssertTrue(output.started)
    }

    /// Remote "play" while the app is still launching in the background: output can only
    /// start once the session is already in the playback category (the default
    /// SoloAmbient category is not allowed to start I/O in the background).
    func testStartsWhenBackgroundedDuringLaunch() {
        let session = FakeSession()
        let output = FakeOutput(session: session, appInBackground: true)

        XCTAssertNoThrow(try PlaybackEngine(session: session, output: output).start(url: episode))
        XCTAssertEqual(session.log, ["setCategory(AVAudioSessionCategoryPlayback)", "setActive(true)"])
    }
}

/// Mimics AVAudioSession: records calls, and refuses to start output in the background
/// unless the category allows background playback (AVAudioSessionErrorCodeCannotStartPlaying).
private final class FakeSession: AudioSessionConfiguring {
    var category: AVAudioSession.Category = .soloAmbient
    var log: [String] = []
    func setCategory(_ category: AVAudioSession.Category, mode: AVAudioSession.Mode, options: AVAudioSession.CategoryOptions) throws {
        self.category = category
        log.append("setCategory(\(category.rawValue))")
    }
    func setActive(_ active: Bool) throws { log.append("setActive(\(active))") }
}

private final class FakeOutput: AudioOutput {
    private let session: FakeSession
    private let appInBackground: Bool
    var started = false
    init(session: FakeSession, appInBackground: Bool) { self.session = session; self.appInBackground = appInBackground }
    func prepare(url: URL) throws {}
    func start() throws {
        if appInBackground && session.category != .playback {
            throw NSError(domain: NSOSStatusErrorDomain, code: AVAudioSession.ErrorCode.cannotStartPlaying.rawValue)
        }
        started = true
    }
    func pause() { started = false }
}
