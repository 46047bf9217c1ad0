import XCTest
@testable import Fenmoor

final class SleepTimerTests: XCTestCase {
    func testFadeOutStartsBeforeEnd() {
        let timer = SleepTimer(duration: 20 * 60, fade: 90)
        XCTAssertEqual(timer.fadeStartOffset, 1110)
    }
}
