import Testing
@testable import Kiln

struct ConeChartTests {
    let chart = ConeChart.orton(ratePerHour: 60)

    @Test("Cone 6 maps to 1222 °C")
    func cone6MapsTo1222() {
        #expect(chart.celsius(for: .cone6) == 1222)
    }

    @Test func cone04IsBisque() {
        #expect(chart.celsius(for: .cone04) == 1063)
    }
}
