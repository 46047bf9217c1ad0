import Metal

final class HistogramKernel {
    let device: MTLDevice
    private let pipeline: MTLComputePipelineState
    private let queue: MTLCommandQueue

    init?(device: MTLDevice? = MTLCreateSystemDefaultDevice()) {
        guard let device, let library = device.makeDefaultLibrary(),
              let fn = library.makeFunction(name: "histogram256"),
              let pipeline = try? device.makeComputePipelineState(function: fn),
              let queue = device.makeCommandQueue() else { return nil }
        self.device = device
        self.pipeline = pipeline
        self.queue = queue
    }

    /// 256-bin luminance histogram computed with threadgroup atomics.
    func histogram(of pixels: [UInt8]) -> [UInt32] {
        let input = device.makeBuffer(bytes: pixels, length: pixels.count)!
        let output = device.makeBuffer(length: 256 * MemoryLayout<UInt32>.stride, options: .storageModeShared)!
        let cmd = queue.makeCommandBuffer()!
        let enc = cmd.makeComputeCommandEncoder()!
        enc.setComputePipelineState(pipeline)
        enc.setBuffer(input, offset: 0, index: 0)
        enc.setBuffer(output, offset: 0, index: 1)
        enc.dispatchThreads(MTLSize(width: pixels.count, height: 1, depth: 1),
                            threadsPerThreadgroup: MTLSize(width: 256, height: 1, depth: 1))
        enc.endEncoding()
        cmd.commit()
        cmd.waitUntilCompleted()
        return Array(UnsafeBufferPointer(start: output.contents().assumingMemoryBound(to: UInt32.self), count: 256))
    }
}
