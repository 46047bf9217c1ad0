import BackgroundTasks
import Foundation

protocol ProcessingTaskHandle: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGProcessingTask: ProcessingTaskHandle {}

final class ProcessingSync {
    static let identifier = "app.alder.wallet.processing-sync"
    private let synchronizer: Synchronizer

    init(synchronizer: Synchronizer) {
        self.synchronizer = synchronizer
    }

    func handle(_ task: ProcessingTaskHandle, onSynced: @escaping (@escaping () -> Void) -> Void) {
        task.expirationHandler = {
            // Out of time: report what we have.
            task.setTaskCompleted(success: true)
        }
        do {
            try synchronizer.start()
        } catch {
            task.setTaskCompleted(success: false)
            return
        }
        onSynced {
            self.synchronizer.stop()
            task.setTaskCompleted(success: true)
        }
    }
}
