import XCTest
import Shared
@testable import iosApp

/// Drives the Kotlin IosPeriodicCleaner (shared module) with a Swift fake of the scheduler bridge.
final class IosPeriodicCleanerTests: XCTestCase {
    private let scheduler = FakeBgScheduler()
    private let clock = FakeClock(start: Date(timeIntervalSince1970: 1_786_000_000))

    func testEnqueueSubmitsProcessingRequestAboutADayOut() {
        let cleaner = IosPeriodicCleaner(scheduler: scheduler, clock: clock)
        cleaner.enqueue()
        XCTAssertEqual(scheduler.submitted.last?.earliestBeginDate, clock.now.addingTimeInterval(86_400))
    }

    func testEnqueueTwiceDoesNotPostponeCleanup() {
        let cleaner = IosPeriodicCleaner(scheduler: scheduler, clock: clock)
        cleaner.enqueue()
        clock.advance(by: 3 * 3600)
        cleaner.enqueue()
        XCTAssertEqual(scheduler.submitted.count, 1, "second enqueue must keep the pending request")
    }
}
