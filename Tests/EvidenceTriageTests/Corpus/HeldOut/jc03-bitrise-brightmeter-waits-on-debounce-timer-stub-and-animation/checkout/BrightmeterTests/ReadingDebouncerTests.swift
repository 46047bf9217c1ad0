import XCTest
import Clocks
@testable import Brightmeter

@MainActor
final class ReadingDebouncerTests: XCTestCase {
    /// Advances the test clock, then gives the debounce task a fixed number of hops to resume.
    private func advance(_ clock: TestClock<Duration>, by d: Duration) async {
        await clock.advance(by: d)
        for _ in 0..<10 { await Task.yield() }
    }

    func testFiresOnceAfterBurst() async {
        let clock = TestClock()
        let debouncer = ReadingDebouncer(clock: clock)
        var saves = 0
        for _ in 0..<5 { debouncer.submit { saves += 1 } }
        await advance(clock, by: .milliseconds(300))
        XCTAssertEqual(saves, 1)
    }

    func testIdleAfterQuietWindow() async {
        let clock = TestClock()
        let debouncer = ReadingDebouncer(clock: clock)
        debouncer.submit {}
        await advance(clock, by: .milliseconds(300))
        XCTAssertTrue(debouncer.isIdle, "debouncer should be idle after the quiet window")
    }
}
