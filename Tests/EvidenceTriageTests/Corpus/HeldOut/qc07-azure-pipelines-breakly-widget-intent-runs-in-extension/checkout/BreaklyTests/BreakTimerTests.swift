import XCTest
@testable import Breakly

final class BreakTimerTests: XCTestCase {
    func testPomodoroLongBreakEveryFourth() {
        let plan = PomodoroPlan(shortBreak: 5, longBreak: 15, longEvery: 4)
        XCTAssertEqual((1...8).map { plan.breakMinutes(afterFocusBlock: $0) }, [5, 5, 5, 15, 5, 5, 5, 15])
    }
}
