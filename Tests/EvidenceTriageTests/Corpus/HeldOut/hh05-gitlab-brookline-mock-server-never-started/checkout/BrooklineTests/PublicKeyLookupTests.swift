import XCTest
@testable import Brookline

final class PublicKeyLookupTests: XCTestCase {

    func testLookupReturnsArmoredKey() async throws {
        let lookup = PublicKeyLookup(keyServer: URL(string: "http://127.0.0.1:8001/wkd")!)
        let key = try await lookup.find(email: "bob@brookline.test")
        XCTAssertTrue(key.armored.hasPrefix("-----BEGIN PGP PUBLIC KEY BLOCK-----"))
    }

    func testLookupRejectsMalformedAddress() async {
        let lookup = PublicKeyLookup(keyServer: URL(string: "http://127.0.0.1:8001/wkd")!)
        await XCTAssertThrowsErrorAsync(try await lookup.find(email: "not-an-address"))
    }
}
