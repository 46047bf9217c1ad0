import XCTest
@testable import Tern

final class ContactCardTests: XCTestCase {
    func testInitialsForTwoNames() {
        XCTAssertEqual(ContactCard(name: "Grace Hopper").initials, "GH")
    }

    func testInitialsForSingleName() {
        XCTAssertEqual(ContactCard(name: "Cher").initials, "C")
    }
}
