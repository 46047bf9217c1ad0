import Testing
@testable import Ferndale

@Suite struct MoodChartTests {
    @Test func weeklyAverageRoundsHalfUp() {
        let chart = MoodChart(scores: [3, 4, 4, 3, 4, 3, 4])
        #expect(chart.weeklyAverageLabel == "3.6")
    }
}
