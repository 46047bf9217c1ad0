import XCTest
import CoreImage
@testable import Prism

final class FilterPipelineTests: XCTestCase {
    func testSepiaFilterProducesOutput() throws {
        let input = CIImage(color: .gray).cropped(to: CGRect(x: 0, y: 0, width: 64, height: 64))
        let pipeline = FilterPipeline()
        let output = try XCTUnwrap(pipeline.apply("CISepiaTone", to: input, intensity: 0.8))
        XCTAssertEqual(output.extent, input.extent)
    }
}
