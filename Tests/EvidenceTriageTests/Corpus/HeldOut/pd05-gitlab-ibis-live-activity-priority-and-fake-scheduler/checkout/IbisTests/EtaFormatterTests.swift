import Testing
@testable import Ibis

@Suite struct EtaFormatterTests {
    @Test func underOneMinuteReadsNow() {
        let text = EtaFormatter().string(secondsAway: 42)
        #expect(text == "Now")
    }

    @Test func twelveMinutes() {
        #expect(EtaFormatter().string(secondsAway: 720) == "12 min")
    }
}
