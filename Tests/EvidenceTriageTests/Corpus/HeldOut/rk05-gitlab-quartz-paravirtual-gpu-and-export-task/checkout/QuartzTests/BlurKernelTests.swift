import Testing
@testable import Quartz

@Suite struct BlurKernelTests {
    @Test func blurPreservesMeanLuminance() throws {
        let image = TestImages.gradient(width: 256, height: 256)
        let blurred = try #require(GaussianBlur(radius: 4)?.apply(to: image))
        let cpuMean = image.meanLuminance
        let gpuMean = blurred.meanLuminance
        #expect(abs(gpuMean - cpuMean) < 0.005)
    }
}
