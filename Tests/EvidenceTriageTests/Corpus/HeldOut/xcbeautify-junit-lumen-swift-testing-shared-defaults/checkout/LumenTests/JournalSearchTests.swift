import Testing
@testable import Lumen

@Suite("Journal search")
struct JournalSearchTests {
    let index = JournalIndex(entries: [.fixture("Café with Zoë"), .fixture("Rainy commute")])

    @Test func matchesCaseInsensitive() {
        #expect(index.search("rainy").count == 1)
    }

    @Test func matchesDiacriticInsensitive() {
        #expect(index.search("cafe zoe").map(\.title) == ["Café with Zoë"])
    }
}
