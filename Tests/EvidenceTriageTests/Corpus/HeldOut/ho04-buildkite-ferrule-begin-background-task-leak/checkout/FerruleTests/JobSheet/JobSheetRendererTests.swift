import XCTest
@testable import Ferrule

final class JobSheetRendererTests: XCTestCase {
    func testWideSignatureFillsWidth() {
        let rect = JobSheetRenderer().signatureRect(for: CGSize(width: 1200, height: 300))
        XCTAssertEqual(rect.width, 240, accuracy: 0.01)
    }

    func testSignatureFitsSignatureBox() {
        // A tall, scribbled signature from a landscape capture on iPad.
        let rect = JobSheetRenderer().signatureRect(for: CGSize(width: 600, height: 400))
        XCTAssertTrue(JobSheetRenderer.signatureBox.contains(rect),
                      "signature \(rect) overflows the box \(JobSheetRenderer.signatureBox)")
    }
}
