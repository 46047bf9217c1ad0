import Testing
@testable import Cadenza

@Suite struct TempoCalculatorTests {
    @Test func needsTwoTaps() {
        #expect(TempoCalculator.bpm(fromTaps: [0]) == nil)
    }

    @Test func tapTempoAveragesLastFourTaps() {
        // first interval is a stray slow tap; the last four intervals are 0.5 s (120 BPM)
        let taps: [TimeInterval] = [0, 1.5, 2.0, 2.5, 3.0, 3.5]
        #expect(TempoCalculator.bpm(fromTaps: taps) == 120)
    }
}
