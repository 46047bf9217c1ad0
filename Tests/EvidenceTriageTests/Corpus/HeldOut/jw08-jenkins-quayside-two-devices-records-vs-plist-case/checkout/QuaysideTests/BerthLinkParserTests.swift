import XCTest
@testable import Quayside

final class BerthLinkParserTests: XCTestCase {
    func testParsesBerthAndQuay() {
        XCTAssertEqual(BerthLink(string: "quayside://berth/A12?quay=North"), BerthLink(berth: "A12", quay: "North"))
    }

    /// Slips printed by the old allocation system sometimes contain raw spaces; those
    /// links are broken and must be rejected so the app asks the user to rescan.
    func testRejectsMalformedBerthLink() {
        XCTAssertNil(BerthLink(string: "quayside://berth/A 12?quay=North"))
    }
}
