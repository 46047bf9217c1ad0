import Testing
@testable import Wrenmoor

@Suite struct DigestFormatterTests {
    @Test func headlineTruncatesAtEightyCharacters() {
        let headline = DigestFormatter.headline(for: .fixture(titleLength: 120))
        #expect(headline.count == 80)
    }

    @Test func headlineKeepsShortTitles() {
        #expect(DigestFormatter.headline(for: .fixture(titleLength: 20)).count == 20)
    }

    @Test func durationUsesHoursAndMinutes() {
        #expect(DigestFormatter.duration(seconds: 3_900) == "1 hr 5 min")
    }
}
