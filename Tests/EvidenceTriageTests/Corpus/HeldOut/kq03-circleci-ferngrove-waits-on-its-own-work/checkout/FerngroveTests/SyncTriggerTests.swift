import XCTest
import Clocks
@testable import Ferngrove

final class SyncTriggerTests: XCTestCase {
    func testRefreshDoesNotFireWhileEditing() async {
        let clock = TestClock()
        var fired = 0
        let trigger = SyncTrigger(quietPeriod: .seconds(300), clock: clock) { fired += 1 }
        trigger.noteEdited()
        await clock.advance(by: .seconds(120))
        trigger.noteEdited()
        await clock.advance(by: .seconds(120))
        XCTAssertEqual(fired, 0)
    }

    func testRefreshFiresAfterQuietPeriod() async {
        let clock = TestClock()
        var fired = 0
        let trigger = SyncTrigger(quietPeriod: .seconds(300), clock: clock) { fired += 1 }
        trigger.noteEdited()
        await clock.advance(by: .seconds(301))
        XCTAssertEqual(fired, 1, "refresh should fire once the quiet period has passed")
    }
}
