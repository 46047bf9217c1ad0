import XCTest
@testable import FernbookStore

final class AmountTransformerTests: XCTestCase {
    private let transformer = AmountTransformer()

    func testNilStaysNil() {
        XCTAssertNil(transformer.transformedValue(nil))
    }

    func testCustomTransformerRoundTripsAmount() throws {
        let original = Amount(value: 3.141593, minorUnits: 18_446_744_073_709_551_614)
        let data = try XCTUnwrap(transformer.transformedValue(original) as? Data)
        let decoded = transformer.reverseTransformedValue(data) as? Amount
        XCTAssertEqual(decoded, original, "The two Amount instances should be equal")
    }
}
