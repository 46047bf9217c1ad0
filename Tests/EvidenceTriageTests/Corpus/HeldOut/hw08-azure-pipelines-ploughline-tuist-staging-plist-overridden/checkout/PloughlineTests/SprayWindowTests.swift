import Foundation
import Testing
@testable import Ploughline

@Suite struct SprayWindowTests {
    private func hour(_ h: Int, wind: Double, rain: Double) -> HourlyForecast {
        HourlyForecast(start: Date(timeIntervalSince1970: 1_797_000_000 + Double(h) * 3600), windKPH: wind, rainProbability: rain)
    }

    @Test func windyHoursExcluded() {
        let window = SprayWindowPlanner.window(from: [hour(6, wind: 8, rain: 0), hour(7, wind: 22, rain: 0)])
        #expect(window.count == 1)
    }

    @Test func windowExcludesRainForecastHours() {
        let forecast = [hour(6, wind: 8, rain: 0.05), hour(7, wind: 9, rain: 0.70), hour(8, wind: 10, rain: 0.10)]

        let window = SprayWindowPlanner.window(from: forecast)

        #expect(window.count == 2)
    }
}
