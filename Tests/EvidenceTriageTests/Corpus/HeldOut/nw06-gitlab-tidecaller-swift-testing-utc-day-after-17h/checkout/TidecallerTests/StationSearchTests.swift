import Testing
@testable import Tidecaller

@Suite struct StationSearchTests {
    @Test func fuzzyMatchIgnoresDiacritics() {
        let hits = StationIndex.fixture.search("Sao Joao")
        #expect(hits.first?.name == "São João da Barra")
    }
}
