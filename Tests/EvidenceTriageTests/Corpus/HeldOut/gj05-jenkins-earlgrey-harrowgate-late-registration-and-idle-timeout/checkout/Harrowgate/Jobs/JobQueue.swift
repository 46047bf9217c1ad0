import BackgroundTasks
import Foundation

/// Small persistent job queue (modelled on SwiftQueue). Jobs marked `.background`
/// run from a BGProcessingTask whose handler is registered when the job is restored.
final class JobQueue {
    final class Builder {
        private let creator: JobCreator
        private var restoreInBackground = false

        init(creator: JobCreator) { self.creator = creator }

        func restorePersistedJobsInBackground(_ value: Bool) -> Builder {
            restoreInBackground = value
            return self
        }

        func build() -> JobQueue {
            let queue = JobQueue(creator: creator, store: UserDefaultsJobStore())
            if restoreInBackground {
                DispatchQueue.global(qos: .utility).async { queue.restore() }
            } else {
                queue.restore()
            }
            return queue
        }
    }

    private let creator: JobCreator
    private let store: JobStore
    private let lock = NSLock()
    private var jobs: [String: JobInfo] = [:]

    private init(creator: JobCreator, store: JobStore) {
        self.creator = creator
        self.store = store
    }

    private func restore() {
        for info in store.loadAll() {
            lock.lock(); jobs[info.uuid] = info; lock.unlock()
            if info.executor == .background {
                registerForBackgroundTask(info)
            }
        }
    }

    private func registerForBackgroundTask(_ info: JobInfo) {
        let identifier = "com.harrowgate.app.jobs.\(info.type)"
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { [weak self] task in
            self?.run(info, in: task as! BGProcessingTask)
        }
    }

    private func run(_ info: JobInfo, in task: BGProcessingTask) {
        let job = creator.create(type: info.type, params: info.params)
        task.expirationHandler = { job.cancel() }
        job.run { result in task.setTaskCompleted(success: result.isSuccess) }
    }
}
