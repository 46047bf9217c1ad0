import Testing
import Foundation
@testable import Heron

struct StepAggregatorTests {
    let zurich = TimeZone(identifier: "Europe/Zurich")!

    @Test func sumsSamplesPerHour() {
        let totals = StepAggregator(timeZone: zurich).hourlyTotals(Fixtures.steps(on: "2026-03-10"))
        #expect(totals.reduce(0, +) == 9_412)
    }

    @Test func dailyTotalsAcrossDSTBoundary() {
        // 2026-03-29 has 23 hours in Europe/Zurich.
        let totals = StepAggregator(timeZone: zurich).hourlyTotals(Fixtures.steps(on: "2026-03-29"))
        #expect(totals.count == 23)
    }
}
