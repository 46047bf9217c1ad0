import Foundation
import Testing
@testable import Kelpline

struct HarvestWindowTests {
    let plymouth = TideSeries.fixture("plymouth-2026-08-14")

    @Test func windowOpensTwoHoursBeforeLowWater() {
        let window = HarvestWindow.compute(for: plymouth, on: .fixtureDay)
        #expect(window.start == plymouth.lowWaters[0].addingTimeInterval(-7200))
    }

    @Test func harvestWindowExcludesSlack() {
        let window = HarvestWindow.compute(for: plymouth, on: .fixtureDay)
        #expect(window.duration == 3 * 3600, "slack water (±20 min around low water) is not workable")
    }
}
