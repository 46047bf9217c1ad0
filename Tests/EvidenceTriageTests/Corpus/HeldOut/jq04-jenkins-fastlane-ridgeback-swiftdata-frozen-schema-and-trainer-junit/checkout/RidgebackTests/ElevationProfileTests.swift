import Testing
@testable import Ridgeback

struct ElevationProfileTests {
    static let tracks: [(name: String, altitudes: [Double])] = [
        ("flat", [120, 121, 119, 120, 122]),
        ("steady climb", [100, 110, 125, 140, 160]),
        ("descent", [900, 880, 850, 812, 790]),
        ("switchbacks", [300, 315, 309, 330, 322, 350]),
    ]

    @Test(arguments: tracks)
    func gainIsNeverNegative(_ track: (name: String, altitudes: [Double])) {
        let gain = ElevationProfile().totalGain(altitudes: track.altitudes)
        #expect(gain >= 0, "\(track.name) reported a negative climb")
    }

    @Test func steadyClimbCountsEveryStep() {
        #expect(ElevationProfile().totalGain(altitudes: [100, 110, 125, 140, 160]) == 60)
    }
}
