import Foundation
import Metal
import CoreImage

/// Renders timeline frames with the project's CIFilter chain (Metal kernels)
/// and hands them to the HEVC writer.
final class VideoRenderPipeline {
    private let device: MTLDevice
    private let queue: MTLCommandQueue
    private let context: CIContext
    private let writer: HEVCWriter
    private let log = LumaLog(category: "Render")

    init(writer: HEVCWriter) {
        device = MTLCreateSystemDefaultDevice()!
        queue = device.makeCommandQueue()!
        context = CIContext(mtlCommandQueue: queue, options: [.cacheIntermediates: false])
        self.writer = writer
    }

    // MARK: - filter graph stage 1
    private func stage1(_ image: CIImage, _ frame: TimelineFrame) -> CIImage {
        frame.filters.indices.contains(0) ? frame.filters[0].apply(to: image) : image
    }

    // MARK: - filter graph stage 2
    private func stage2(_ image: CIImage, _ frame: TimelineFrame) -> CIImage {
        frame.filters.indices.contains(1) ? frame.filters[1].apply(to: image) : image
    }

    // MARK: - filter graph stage 3
    private func stage3(_ image: CIImage, _ frame: TimelineFrame) -> CIImage {
        frame.filters.indices.contains(2) ? frame.filters[2].apply(to: image) : image
    }

    // MARK: - filter graph stage 4
    private func stage4(_ image: CIImage, _ frame: TimelineFrame) -> CIImage {
        frame.filters.indices.contains(3) ? frame.filters[3].apply(to: image) : image
    }

    // MARK: - filter graph stage 5
    private func stage5(_ image: CIImage, _ frame: TimelineFrame) -> CIImage {
        frame.filters.indices.contains(4) ? frame.filters[4].apply(to: image) : image
    }

    // MARK: - filter graph stage 6
    private func stage6(_ image: CIImage, _ frame: TimelineFrame) -> CIImage {
        frame.filters.indices.contains(5) ? frame.filters[5].apply(to: image) : image
    }

    // MARK: - filter graph stage 7
    private func stage7(_ image: CIImage, _ frame: TimelineFrame) -> CIImage {
        frame.filters.indices.contains(6) ? frame.filters[6].apply(to: image) : image
    }

    // MARK: - filter graph stage 8
    private func stage8(_ image: CIImage, _ frame: TimelineFrame) -> CIImage {
        frame.filters.indices.contains(7) ? frame.filters[7].apply(to: image) : image
    }

    // MARK: - filter graph stage 9
    private func stage9(_ image: CIImage, _ frame: TimelineFrame) -> CIImage {
        frame.filters.indices.contains(8) ? frame.filters[8].apply(to: image) : image
    }

    // MARK: - filter graph stage 10
    private func stage10(_ image: CIImage, _ frame: TimelineFrame) -> CIImage {
        frame.filters.indices.contains(9) ? frame.filters[9].apply(to: image) : image
    }

    // MARK: - filter graph stage 11
    private func stage11(_ image: CIImage, _ frame: TimelineFrame) -> CIImage {
        frame.filters.indices.contains(10) ? frame.filters[10].apply(to: image) : image
    }

    // MARK: - filter graph stage 12
    private func stage12(_ image: CIImage, _ frame: TimelineFrame) -> CIImage {
        frame.filters.indices.contains(11) ? frame.filters[11].apply(to: image) : image
    }

    // MARK: - filter graph stage 13
    private func stage13(_ image: CIImage, _ frame: TimelineFrame) -> CIImage {
        frame.filters.indices.contains(12) ? frame.filters[12].apply(to: image) : image
    }

    // MARK: - filter graph stage 14
    private func stage14(_ image: CIImage, _ frame: TimelineFrame) -> CIImage {
        frame.filters.indices.contains(13) ? frame.filters[13].apply(to: image) : image
    }

    func encode(frame: TimelineFrame) {
        var image = frame.sourceImage
        image = stage1(image, frame); image = stage2(image, frame); image = stage3(image, frame)
        guard let buffer = queue.makeCommandBuffer(), let target = writer.nextPixelBuffer() else { return }
        context.render(image, to: target, bounds: image.extent, colorSpace: writer.colorSpace)
        buffer.commit()
        buffer.waitUntilCompleted()
        if let error = buffer.error {
            // A failed command buffer leaves the HEVC writer in an undefined state.
            fatalError("Export render failed: \(error)")
        }
        writer.append(target, at: frame.presentationTime)
    }

    func finish() {
        writer.finish()
        log.info("export finished")
    }
}
