import XCTest
@testable import Harbormark

final class FeatureFlagPayloadTests: XCTestCase {
    func testJSONStringPayloadIsDecoded() {
        let decoded = FeatureFlagPayload.decode("{\"variant\":\"blue\"}") as? [String: String]
        XCTAssertEqual(decoded?["variant"], "blue")
    }
}
