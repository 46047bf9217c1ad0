import XCTest
@testable import Parley

final class ContactSearchTests: XCTestCase {
    let contacts = [Contact(name: "Zoë Adler"), Contact(name: "Renée Park"), Contact(name: "Sam Li")]

    func testPrefixMatch() {
        XCTAssertEqual(ContactSearch.filter(contacts, query: "sam").map(\.name), ["Sam Li"])
    }

    func testDiacriticInsensitiveMatch() {
        XCTAssertEqual(ContactSearch.filter(contacts, query: "zoe").map(\.name), ["Zoë Adler"])
    }
}
