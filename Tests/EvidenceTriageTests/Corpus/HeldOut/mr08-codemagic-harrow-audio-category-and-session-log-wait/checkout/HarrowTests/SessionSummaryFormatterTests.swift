import Testing
@testable import Harrow

@Suite struct SessionSummaryFormatterTests {
    @Test func singleMinuteIsSingular() {
        #expect(SessionSummaryFormatter().text(minutes: 1) == "1 minute of stillness")
    }
}

