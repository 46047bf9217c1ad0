import XCTest
@testable import TallyHo

final class ReceiptScannerTests: XCTestCase {

    func testCropsToDetectedEdges() throws {
        let image = try XCTUnwrap(UIImage(named: "receipt-skewed", in: .module, with: nil))
        let crop = ReceiptScanner().crop(image)
        XCTAssertEqual(crop.corners.count, 4)
    }
}
