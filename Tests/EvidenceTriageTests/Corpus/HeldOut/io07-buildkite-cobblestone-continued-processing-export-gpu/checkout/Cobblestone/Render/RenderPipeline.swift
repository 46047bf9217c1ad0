import MLX
import UIKit
import BackgroundTasks
import os

/// Runs the ML upscale pass (MLX on Metal) segment by segment.
/// iOS revokes GPU access for backgrounded apps unless a continued-processing task holding
/// `.gpu` resources is running. MLX reports the refused command buffer as a C++
/// std::runtime_error thrown from a Metal completion handler, which cannot be caught,
/// so GPU work has to stop *before* the app is backgrounded without that resource.
final class RenderPipeline {
    private let log = Logger(subsystem: "com.cobblestone.app", category: "Render")
    private let upscaler: UpscaleModel
    private var holdsBackgroundGPU = false
    private(set) var isSuspended = false

    init(upscaler: UpscaleModel) {
        self.upscaler = upscaler
        NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification,
                                               object: nil, queue: .main) { [weak self] _ in
            self?.appDidEnterBackground()
        }
    }

    func attach(continuedTaskResources resources: BGContinuedProcessingTaskRequest.Resources) {
        holdsBackgroundGPU = resources.contains(.gpu)
    }

    func appDidEnterBackground() {
        log.info("entered background; holdsBackgroundGPU=\(self.holdsBackgroundGPU)")
        // TODO(#612): set isSuspended when we don't hold the GPU; CPU fallback not wired up yet.
    }

    func renderNextSegment(_ segment: Segment) {
        guard !isSuspended else { return }
        let output = upscaler(segment.frames)     // MLXArray graph
        eval(output)                              // submits Metal command buffers
        segment.store(output)
    }
}
