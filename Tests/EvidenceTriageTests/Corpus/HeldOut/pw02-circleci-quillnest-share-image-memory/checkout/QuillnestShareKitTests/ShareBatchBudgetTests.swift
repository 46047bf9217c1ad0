import Testing
import CoreGraphics
@testable import QuillnestShareKit

@Suite("Share batch budget")
struct ShareBatchBudgetTests {
    @Test func singleScreenshotFits() {
        let peak = ShareImageLoader().estimatedPeakBytes(pixelSizes: [CGSize(width: 1170, height: 2532)])
        #expect(peak <= ShareLimits.extensionMemoryBudget)
    }

    @Test func sixCameraPhotosFitExtensionBudget() {
        let sizes = Array(repeating: CGSize(width: 4032, height: 3024), count: 6)
        let peak = ShareImageLoader().estimatedPeakBytes(pixelSizes: sizes)
        #expect(peak <= ShareLimits.extensionMemoryBudget)
    }
}
