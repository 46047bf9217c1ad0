import XCTest
@testable import Harborlight

final class SleepTimerTests: XCTestCase {
    func testEndOfChapterTimerStopsAtBoundary() {
        let clock = FakeClock()
        let player = FakePlayer(chapterEnds: [600, 1_320])
        let timer = SleepTimer(mode: .endOfChapter, player: player, clock: clock)
        player.seek(to: 540)
        timer.start()
        clock.advance(by: 90)
        XCTAssertEqual(player.pausedAt, 600)
    }
}
