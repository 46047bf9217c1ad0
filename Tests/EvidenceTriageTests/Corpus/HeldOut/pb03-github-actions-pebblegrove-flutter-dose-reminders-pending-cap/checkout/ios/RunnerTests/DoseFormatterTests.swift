import Testing
@testable import Runner

struct DoseFormatterTests {
    @Test func singularTablet() {
        #expect(DoseFormatter.label(count: 1) == "1 tablet")
    }

    @Test func pluralizesTablets() {
        #expect(DoseFormatter.label(count: 2) == "2 tablets")
    }
}
