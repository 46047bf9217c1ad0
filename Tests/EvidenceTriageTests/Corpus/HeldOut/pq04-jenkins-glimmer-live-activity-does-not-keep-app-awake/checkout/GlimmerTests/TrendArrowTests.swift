import Testing
@testable import Glimmer

struct TrendArrowTests {
    @Test func trendForRapidRise() {
        let trend = Trend(deltaPerMinute: 3.4)
        #expect(trend.arrow == "↑↑")
    }

    @Test func trendForFlat() {
        #expect(Trend(deltaPerMinute: 0.2).arrow == "→")
    }
}
