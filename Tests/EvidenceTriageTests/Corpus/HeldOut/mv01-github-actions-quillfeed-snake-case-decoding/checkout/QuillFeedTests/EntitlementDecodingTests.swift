import XCTest
@testable import QuillFeed

final class EntitlementDecodingTests: XCTestCase {
    func testDecodeAfterEncodeRoundTrip() throws {
        let original = Entitlement(productIdentifier: "quill.plus.monthly", expiresDate: nil, isSandbox: true)
        let data = try APIClient.makeEncoder().encode(original)       // convertToSnakeCase
        let decoded = try APIClient.makeDecoder().decode(Entitlement.self, from: data)
        XCTAssertEqual(decoded, original)
    }
}
