import XCTest
@testable import Ringline

final class ContactSearchTests: XCTestCase {
    func testSearchMatchesDiacritics() {
        let index = ContactIndex(contacts: [Contact(name: "José Álvarez"), Contact(name: "Joss Stone")])
        XCTAssertEqual(index.search("jose").map(\.name), ["José Álvarez"])
    }
}
