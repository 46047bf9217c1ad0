import XCTest
@testable import Planter

final class InviteLinkParserTests: XCTestCase {
    func testParsesInviteCode() {
        let link = URL(string: "https://planter.app/join/GRN-4K7Q?src=qr")!
        XCTAssertEqual(InviteLinkParser.code(from: link), "GRN-4K7Q")
    }
}
