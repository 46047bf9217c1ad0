import Testing
@testable import Trailhead

@Suite("Elevation profile")
struct ElevationProfileTests {
    @Test func parsesPositiveElevation() throws {
        let profile = try ElevationProfile(gpx: GPXFixture.named("ridge-loop"))
        #expect(profile.maximumMeters == 1_284.0)
    }

    @Test func totalAscentIgnoresNoise() throws {
        let profile = try ElevationProfile(gpx: GPXFixture.named("ridge-loop"), smoothing: .meters(3))
        #expect(profile.totalAscentMeters == 412.0)
    }

    @Test func parsesNegativeElevation() throws {
        // Dead Sea shore walk: the track dips below sea level.
        let profile = try ElevationProfile(gpx: GPXFixture.named("below-sea-level"))
        #expect(profile.minimumMeters == -4.5)
        #expect(profile.samples.count == 218)
    }
}
