import XCTest
@testable import Minutehand

final class TranscriptChunkerTests: XCTestCase {
    func testSplitsWhenChunkIsFull() {
        let chunker = TranscriptChunker(maxCharacters: 20)
        let lines = [TranscriptLine(speaker: "A", text: "twelve chars"), TranscriptLine(speaker: "B", text: "twelve again")]
        XCTAssertEqual(chunker.chunks(from: lines).count, 2)
    }

    func testKeepsSpeakerLabelInChunk() {
        let chunker = TranscriptChunker()
        let lines = [TranscriptLine(speaker: "Ana", text: "Ship it Friday."), TranscriptLine(speaker: "Raj", text: "Agreed.")]
        XCTAssertEqual(chunker.chunks(from: lines), ["Ana: Ship it Friday. Raj: Agreed."])
    }
}
