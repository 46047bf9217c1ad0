import XCTest
import Vision
@testable import LumenScan

final class ScanPageDetectorTests: XCTestCase {
    private var detector: ScanPageDetector!

    override func setUp() {
        super.setUp()
        detector = ScanPageDetector(minimumConfidence: 0.6)
    }

    private func image(_ name: String) throws -> CGImage {
        let url = try XCTUnwrap(Bundle(for: Self.self).url(forResource: name, withExtension: "png"))
        let source = try XCTUnwrap(CGImageSourceCreateWithURL(url as CFURL, nil))
        return try XCTUnwrap(CGImageSourceCreateImageAtIndex(source, 0, nil))
    }

    func testRejectsBlankPage() throws {
        let result = try detector.detect(in: image("blank-a4"))
        XCTAssertNil(result)
    }

    /// Vision's rectangle detector runs on the ANE/GPU when available; on a
    /// loaded Simulator the first request sometimes returns a degenerate quad.
    func testDetectsFourCornersOnSkewedReceipt() throws {
        let result = try XCTUnwrap(detector.detect(in: image("receipt-skewed-12deg")))
        let corners = [result.topLeft, result.topRight, result.bottomRight, result.bottomLeft]
            .filter { $0 != .zero }

        XCTAssertEqual(corners.count, 4, "Vision returned \(corners.count) corners")
    }
}
