import XCTest
import ReceiptOCR
@testable import LedgerwoodKit

final class ReceiptOCRBridgeTests: XCTestCase {
    func testExtractsTotalFromSampleReceipt() throws {
        let url = Bundle(for: Self.self).url(forResource: "sample-receipt", withExtension: "png")!
        let result = try ReceiptOCRBridge().scan(imageAt: url)
        XCTAssertEqual(result.totalMinor, 2_349)
    }
}
