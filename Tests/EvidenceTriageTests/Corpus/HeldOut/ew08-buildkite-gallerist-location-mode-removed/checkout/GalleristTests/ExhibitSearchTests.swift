import XCTest
@testable import Gallerist

final class ExhibitSearchTests: XCTestCase {
    private let search = ExhibitSearch(exhibits: [
        Exhibit(id: "e1", title: "Château at Dusk", artist: "Berthe Lévy"),
        Exhibit(id: "e2", title: "Harbour, Morning", artist: "Ines Dahl"),
        Exhibit(id: "e3", title: "Study in Ochre", artist: "Tomás Ruiz"),
    ])

    func testEmptyQueryReturnsEverything() {
        XCTAssertEqual(search.matches("  ").count, 3)
    }

    func testMatchesArtist() {
        XCTAssertEqual(search.matches("dahl").map(\.id), ["e2"])
    }

    func testDiacriticInsensitiveMatch() {
        XCTAssertEqual(search.matches("chateau").map(\.id), ["e1"])
        XCTAssertEqual(search.matches("tomas").map(\.id), ["e3"])
    }
}
