import XCTest
@testable import Runner

final class InputDataCodecTests: XCTestCase {
  func testFlatMapRoundTrips() {
    let encoded = InputDataCodec.encode(["ledger": "household", "limit": 50])
    XCTAssertEqual(InputDataCodec.decode(encoded)["ledger"] as? String, "household")
  }

  func testNestedMapRoundTrips() {
    let encoded = InputDataCodec.encode(["ledger": "household", "filters": ["category": "groceries"]])
    let decoded = InputDataCodec.decode(encoded)
    XCTAssertEqual((decoded["filters"] as? [String: String])?["category"], "groceries")
  }
}
