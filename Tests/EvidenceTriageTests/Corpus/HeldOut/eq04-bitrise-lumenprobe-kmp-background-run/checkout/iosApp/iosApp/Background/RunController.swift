import Foundation
import os
import Shared

/// Drives a manual run ("Run" button) of the shared measurement engine.
final class RunController: RunControllerBridge {
    static let shared = RunController()
    private let log = Logger(subsystem: "net.lumenprobe.app", category: "RunController")
    private let queue = DispatchQueue(label: "net.lumenprobe.run", qos: .userInitiated)

    func startManualRun(descriptor: RunDescriptor, onProgress: @escaping (Int32, Int32) -> Void) {
        log.info("starting run \(descriptor.id, privacy: .public) (\(descriptor.inputs.count) urls)")
        queue.async { [log] in
            // Runs the engine synchronously on this queue. When the user switches
            // apps the process is suspended and the run resumes on return.
            let engine = EngineFactory.shared.create(descriptor: descriptor)
            engine.run { done, total in
                log.info("progress \(done)/\(total)")
                DispatchQueue.main.async { onProgress(done, total) }
            }
            log.info("run \(descriptor.id, privacy: .public) finished")
        }
    }
}
