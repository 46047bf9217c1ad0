import XCTest
import CoreImage
@testable import Prism

final class HEICExporterTests: XCTestCase {
    func testExportDownscalesToMaxPixel() throws {
        let input = CIImage(color: .red).cropped(to: CGRect(x: 0, y: 0, width: 4000, height: 3000))
        let data = try HEICExporter().export(input, maxPixel: 2048)
        XCTAssertFalse(data.isEmpty)
    }
}
