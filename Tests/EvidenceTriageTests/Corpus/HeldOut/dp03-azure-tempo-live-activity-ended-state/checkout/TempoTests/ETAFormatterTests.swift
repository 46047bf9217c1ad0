import Testing
@testable import Tempo

struct ETAFormatterTests {
    @Test func roundsUpToNextMinute() {
        let formatter = ETAFormatter()
        #expect(formatter.string(for: 61) == "2 min")
    }

    @Test func showsArrivingUnderThirtySeconds() {
        #expect(ETAFormatter().string(for: 20) == "Arriving")
    }
}
