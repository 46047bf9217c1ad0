import XCTest
@testable import Quartz

final class HistogramKernelTests: XCTestCase {
    func testGPUHistogramMatchesCPU() throws {
        let pixels = (0..<65_536).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let kernel = try XCTUnwrap(HistogramKernel())
        print("[GPU] device: \(kernel.device.name), apple7: \(kernel.device.supportsFamily(.apple7)), metal3: \(kernel.device.supportsFamily(.metal3))")
        XCTAssertEqual(kernel.histogram(of: pixels), CPUHistogram.compute(pixels))
    }
}
