import AVFoundation
import XCTest
@testable import TidewaterKit

final class VoiceMemoRecorderTests: XCTestCase {
    func testEncoderWritesM4AHeader() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("note.m4a")
        try VoiceNoteEncoder().encode(Fixtures.pcm440Hz(seconds: 1), to: url)
        XCTAssertEqual(try Data(contentsOf: url).prefix(8).suffix(4), Data("ftyp".utf8))
    }

    func testInputTapDeliversBuffers() throws {
        let recorder = AudioRecorder()
        let received = expectation(description: "first input buffer")
        received.assertForOverFulfill = false
        recorder.onBuffer = { _ in received.fulfill() }

        try recorder.installInputTap()
        wait(for: [received], timeout: 5)
        recorder.stop()
    }
}
