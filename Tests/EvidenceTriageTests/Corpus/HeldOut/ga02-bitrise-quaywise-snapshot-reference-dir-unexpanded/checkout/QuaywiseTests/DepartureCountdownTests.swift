import XCTest
@testable import Quaywise

final class DepartureCountdownTests: XCTestCase {
    private let departure = Date(timeIntervalSince1970: 1_741_082_400) // 2025-03-04 10:00 UTC

    func testCountdownRoundsDownToWholeMinutes() {
        let countdown = DepartureCountdown(departure: departure, now: { self.departure.addingTimeInterval(-179) })
        XCTAssertEqual(countdown.label, "2 min")
    }

    func testCountdownShowsDepartedAfterDepartureTime() {
        let countdown = DepartureCountdown(departure: departure, now: { self.departure.addingTimeInterval(30) })
        XCTAssertEqual(countdown.label, "Departed")
    }

    /// Drives the real RunLoop timer with a shortened tick so the label updates quickly.
    func testCountdownTicksEveryMinute() {
        var current = departure.addingTimeInterval(-600)
        let countdown = DepartureCountdown(departure: departure,
                                           now: { current },
                                           tickInterval: 0.5)
        let tick = expectation(description: "countdown tick")
        tick.assertForOverFulfill = false
        var labels: [String] = []
        countdown.onChange = { label in
            labels.append(label)
            if labels.count == 2 { tick.fulfill() }
        }

        countdown.start()
        current = current.addingTimeInterval(60)

        // Two ticks at 0.5 s should land well inside 1.5 s on a developer machine.
        // The first tick is scheduled on the main run loop, which the test host's
        // launch work can still be holding when the suite starts. If this keeps
        // timing out on CI, inject a manual clock instead of raising the timeout:
        // the label logic is covered by the two tests above, this one only checks
        // that the timer is wired to onChange and that the label is refreshed
        // from the injected clock.
        wait(for: [tick], timeout: 1.5)
        XCTAssertEqual(labels.last, "9 min")
        countdown.stop()
    }
}
