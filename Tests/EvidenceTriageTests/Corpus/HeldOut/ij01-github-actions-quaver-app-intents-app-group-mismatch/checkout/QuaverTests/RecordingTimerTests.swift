import XCTest
@testable import Quaver

final class RecordingTimerTests: XCTestCase {
    func testShortRecording() {
        XCTAssertEqual(RecordingTimer.label(for: 42), "0:42")
    }

    func testElapsedLabelPastOneHour() {
        XCTAssertEqual(RecordingTimer.label(for: 3_605), "1:00:05")
    }
}
