import XCTest
@testable import Tidewell

final class SleepTimerTests: XCTestCase {
    func testFadeOutStartsThirtySecondsBeforeEnd() {
        let timer = SleepTimer(duration: 15 * 60)
        XCTAssertEqual(timer.fadeStart, 15 * 60 - 30, accuracy: 0.001)
    }

    func testVolumeIsZeroAtEnd() {
        XCTAssertEqual(SleepTimer(duration: 600).volume(at: 600), 0)
    }

    func testFullVolumeBeforeFade() {
        XCTAssertEqual(SleepTimer(duration: 600).volume(at: 100), 1)
    }
}
