import CoreLocation
import Nimble
import Quick
@testable import Saltmarsh

final class ElevationGainSpec: QuickSpec {
    override class func spec() {
        describe("ElevationGain") {
            it("ignores a single noisy spike") {
                let track = TrackFixtures.flat(lengthMeters: 2_000, spikeAt: 800, spikeHeight: 4)
                expect(ElevationGain.total(for: track)).to(beCloseTo(0, within: 1))
            }

            it("counts a gradual climb") {
                // 1 km at 5 % with a fix every 10 m: 0.5 m per step, 50 m in total.
                let track = TrackFixtures.steadyClimb(lengthMeters: 1_000, grade: 0.05, fixEveryMeters: 10)
                expect(ElevationGain.total(for: track)).to(beCloseTo(50, within: 1))
            }
        }
    }
}
