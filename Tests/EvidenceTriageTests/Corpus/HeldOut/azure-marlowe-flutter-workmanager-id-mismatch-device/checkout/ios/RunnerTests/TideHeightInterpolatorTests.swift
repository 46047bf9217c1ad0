import Testing
@testable import Runner

struct TideHeightInterpolatorTests {
    let extremes = TideExtreme.fixture("falmouth-2026-08-14")

    @Test func heightAtHighWaterIsExtreme() {
        let h = TideHeightInterpolator(extremes: extremes).height(at: extremes[1].time)
        #expect(abs(h - extremes[1].height) < 0.01)
    }

    @Test func interpolatesBetweenExtrema() {
        // Rule of twelfths: 3 h after low water the tide has risen 6/12 of the range.
        let low = extremes[0], high = extremes[1]
        let h = TideHeightInterpolator(extremes: extremes).height(at: low.time.addingTimeInterval(3 * 3600))
        #expect(abs(h - (low.height + (high.height - low.height) / 2)) < 0.05)
    }
}
