import XCTest
@testable import Waypost

final class ContactListTests: XCTestCase {
    func testCallsignSortIsCaseInsensitive() {
        let sorted = ContactSort.byCallsign([
            TeamContact(callsign: "bravo-2", uid: "b"),
            TeamContact(callsign: "Alpha-1", uid: "a"),
            TeamContact(callsign: "Charlie", uid: "c"),
        ])
        XCTAssertEqual(sorted.map(\.uid), ["a", "b", "c"])
    }
}
