import XCTest
@testable import Tallyho

final class PaywallFallbackDecodingTests: XCTestCase {
    func testKnownComponentsDecode() throws {
        let paywall = try PaywallDocument.decode(fixture: "paywall_basic")
        XCTAssertEqual(paywall.components.count, 4)
    }

    func testUnknownComponentFallsBackWithReason() throws {
        let paywall = try PaywallDocument.decode(fixture: "paywall_unknown_component")
        guard case let .fallback(reason) = paywall.components[2] else {
            return XCTFail("component 2 should be a fallback")
        }
        XCTAssertEqual(reason, #"keyNotFound(CodingKeys(stringValue: "type", intValue: nil), Swift.DecodingError.Context(codingPath: [], debugDescription: "No value associated with key CodingKeys(stringValue: \"type\", intValue: nil) (\"type\").", underlyingError: nil))"#)
    }
}
