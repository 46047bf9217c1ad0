import XCTest
@testable import Fieldnote

@MainActor
final class DictationSessionTests: XCTestCase {
    func testDeniedPermissionShowsPrompt() {
        let session = DictationSession(source: FileAudioSource(fixture: "short-memo"), recognizer: FakeRecognizer(authorized: false))
        XCTAssertThrowsError(try session.start())
    }

    func testStartsTranscriptionWhenAuthorized() async throws {
        let recognizer = FakeRecognizer(authorized: true, script: ["pick up", "pick up film"])
        let session = DictationSession(source: FileAudioSource(fixture: "short-memo"), recognizer: recognizer)

        try session.start()
        try await Task.sleep(for: .milliseconds(300))
        session.stop()

        XCTAssertEqual(session.transcript, "pick up film")
    }

    func testStopFlushesPartialTranscript() throws {
        let session = DictationSession(source: SilentAudioSource(), recognizer: FakeRecognizer(authorized: true, script: ["half"]))
        try session.start()
        session.stop()
        XCTAssertEqual(session.transcript, "half")
    }
}
