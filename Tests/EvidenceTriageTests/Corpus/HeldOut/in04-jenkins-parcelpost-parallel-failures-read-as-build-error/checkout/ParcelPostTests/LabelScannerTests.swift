import Vision
import XCTest
@testable import ParcelPost

final class LabelScannerTests: XCTestCase {
    func testRecognizesQRCodeOnLabel() async throws {
        let image = try XCTUnwrap(UIImage(named: "label-qr-4032x3024", in: .module, with: nil))
        let codes = try await LabelScanner().codes(in: image)
        XCTAssertEqual(codes.first, "1Z999AA10123456784")
    }
}
