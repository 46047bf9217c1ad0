import XCTest
@testable import Juniper

final class DigestRefreshIdentifierTests: XCTestCase {
    func testRequestUsesPermittedIdentifier() {
        XCTAssertEqual(DigestRefresh.identifier, "app.juniper.digest.refresh")
    }
}
