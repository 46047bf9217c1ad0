import Testing
@testable import Tidewatch

@Suite struct GlucoseTrendTests {
    @Test func doubleDownAtMinusThree() {
        #expect(Trend.arrow(forRate: -3.0) == .doubleDown)
    }

    @Test func flatWithinOne() {
        #expect(Trend.arrow(forRate: 0.4) == .flat)
    }
}
