import XCTest
import AVFoundation
@testable import Sayso

final class NarrationTests: XCTestCase {
    func testBritishVoiceAvailable() throws {
        let narrator = Narrator()
        let voice = try XCTUnwrap(narrator.voice(for: "en-GB"))
        XCTAssertEqual(voice.language, "en-GB")
    }

    func testChapterHeadingIsSpoken() {
        let narrator = Narrator()
        let spoken = expectation(description: "heading spoken")
        narrator.onFinish = { text in
            XCTAssertEqual(text, "Chapter Three. The Lighthouse.")
            spoken.fulfill()
        }
        narrator.speak("Chapter Three. The Lighthouse.")
        wait(for: [spoken], timeout: 10)
    }
}
