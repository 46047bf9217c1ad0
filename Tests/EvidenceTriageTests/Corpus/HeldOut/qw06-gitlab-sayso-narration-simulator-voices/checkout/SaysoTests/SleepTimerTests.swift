import XCTest
@testable import Sayso

final class SleepTimerTests: XCTestCase {
    func testMinutes() {
        XCTAssertEqual(SleepTimer(mode: .minutes(15)).remaining(position: 0, chapterEnd: 600), 900)
    }

    func testEndOfChapterStopsAtBoundary() {
        let timer = SleepTimer(mode: .endOfChapter)
        XCTAssertEqual(timer.remaining(position: 420, chapterEnd: 600), 180)
    }
}
