import XCTest
@testable import Coinpurse

final class KeychainAccessGroupTests: XCTestCase {
    func testSharedAccessGroupPrefixMatchesTeamID() {
        XCTAssertEqual(SharedKeychain.teamPrefix(), "7QK2N4B8LM")
    }
}
