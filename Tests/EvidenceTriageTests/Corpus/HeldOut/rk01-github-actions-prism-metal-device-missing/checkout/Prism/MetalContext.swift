import Metal
import os

final class MetalContext {
    static let shared = MetalContext()
    let device: MTLDevice
    let queue: MTLCommandQueue
    private static let log = Logger(subsystem: "com.prismlabs.prism", category: "Render")

    private init() {
        let candidate = MTLCreateSystemDefaultDevice()
        Self.log.info("Metal device: \(String(describing: candidate?.name), privacy: .public)")
        device = candidate!
        queue = device.makeCommandQueue()!
    }
}
