import Metal
import MetalKit
import SwiftUI
import os

/// Renders the live 3D lightbox preview behind the filter strip.
final class PreviewRenderer: NSObject, MTKViewDelegate {
    private let log = Logger(subsystem: "com.quarrylabs.quarry", category: "Preview")
    let device: MTLDevice
    private let queue: MTLCommandQueue
    private(set) var sceneLoaded = true
    private(set) var commandBufferErrors: [Error] = []
    var onCommandBufferError: ((Error) -> Void)?

    init?(device: MTLDevice? = MTLCreateSystemDefaultDevice()) {
        guard let device, let queue = device.makeCommandQueue() else { return nil }
        self.device = device
        self.queue = queue
        super.init()
    }

    func draw(in view: MTKView) {
        guard sceneLoaded else { return }
        encodeFrame(label: "preview.frame")
    }

    func mtkView(_ view: MTKView, drawableSizeWillChange size: CGSize) {}

    /// Called from the scene phase observer. Frees the 3D scene to keep the
    /// background memory footprint low.
    func sceneDidChangePhase(_ phase: ScenePhase) {
        guard phase == .background else { return }
        log.info("scene phase -> background, scheduling preview unload")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
            self?.unloadScene()
        }
    }

    func unloadScene() {
        // Flush the residency set and release the meshes with a final pass.
        encodeFrame(label: "preview.unload.flush")
        sceneLoaded = false
        log.info("preview scene unloaded")
    }

    private func encodeFrame(label: String) {
        guard let buffer = queue.makeCommandBuffer() else { return }
        buffer.label = label
        buffer.addCompletedHandler { [weak self] cb in
            if let error = cb.error {
                self?.log.error("\(label, privacy: .public) failed: \(error.localizedDescription, privacy: .public)")
                DispatchQueue.main.async {
                    self?.commandBufferErrors.append(error)
                    self?.onCommandBufferError?(error)
                }
            }
        }
        buffer.commit()
    }
}
