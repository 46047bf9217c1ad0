import XCTest
@testable import Quill

final class TranscriptFormatterTests: XCTestCase {
    func testTimestampsArePadded() {
        let line = TranscriptFormatter.line(at: 65, text: "hello")
        XCTAssertEqual(line, "[01:05] hello")
    }
}
