import Testing
@testable import Runner

@Suite struct FareFormatterTests {
    @Test func formatsWholeDollars() {
        #expect(FareFormatter.format(cents: 1500) == "$15.00")
    }

    @Test func roundsToNearestTenCents() {
        #expect(FareFormatter.format(cents: 1234) == "$12.30")
    }
}
