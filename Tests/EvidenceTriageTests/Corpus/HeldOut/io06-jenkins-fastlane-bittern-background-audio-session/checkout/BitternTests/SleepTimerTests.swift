import XCTest
@testable import Bittern

final class SleepTimerTests: XCTestCase {
    let chapters = [Chapter(start: 0, end: 600), Chapter(start: 600, end: 1320)]

    func testNoChapterReturnsNil() {
        XCTAssertNil(SleepTimer.remainingForEndOfChapter(position: 5000, chapters: chapters))
    }

    func testEndOfChapterStopsAtChapterBoundary() {
        XCTAssertEqual(SleepTimer.remainingForEndOfChapter(position: 590, chapters: chapters), 10)
    }
}
