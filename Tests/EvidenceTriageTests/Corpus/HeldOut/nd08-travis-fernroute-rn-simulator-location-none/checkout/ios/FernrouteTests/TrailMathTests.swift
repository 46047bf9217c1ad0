import Testing
@testable import Fernroute

@Suite struct TrailDistanceTests {
    @Test func fastDistanceAcrossAntimeridian() {
        let a = Coordinate(lat: -16.5, lon: 179.9)
        let b = Coordinate(lat: -16.5, lon: -179.9)
        let d = TrailMath.fastDistanceMetres(a, b)
        #expect(d < 30_000)
    }
}

@Suite struct ElevationProfileTests {
    @Test func smoothsSingleSampleSpikes() {
        let raw: [Double] = [410, 412, 980, 415, 417]
        let smooth = ElevationProfile(samples: raw).smoothed(window: 3)
        #expect(smooth[2] < 500)
    }
}
