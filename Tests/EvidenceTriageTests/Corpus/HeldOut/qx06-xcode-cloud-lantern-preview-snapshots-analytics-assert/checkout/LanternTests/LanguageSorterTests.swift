import Testing
@testable import Lantern

struct LanguageSorterTests {
    @Test func primaryLanguageComesFirst() {
        let sorter = LanguageSorter(primaryCode: "fr")
        #expect(sorter.sort(["en", "es", "fr"]).first == "fr")
    }
}
