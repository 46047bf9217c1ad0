import BackgroundTasks
import Foundation

enum BackgroundTasksRegistry {
    static func registerAll() {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: RoomsRefresh.identifier, using: nil) { task in
            Evidence.record(RoomsRefresh.identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            RoomsRefresh.handle(task as! BGAppRefreshTask)
        }
        Evidence.record(RoomsRefresh.identifier, kind: .appRefresh, phase: .registration, outcome: refreshOK ? .succeeded : .failed)

        let cleanupOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: AttachmentCleanup.identifier, using: nil) { task in
            Evidence.record(AttachmentCleanup.identifier, kind: .processing, phase: .launch, outcome: .succeeded)
            AttachmentCleanup.handle(task as! BGProcessingTask)
        }
        Evidence.record(AttachmentCleanup.identifier, kind: .processing, phase: .registration, outcome: cleanupOK ? .succeeded : .failed)
    }
}

enum RoomsRefresh {
    static let identifier = "com.parley.ios.rooms-refresh"

    static func schedule(earliest: Date = Date(timeIntervalSinceNow: 15 * 60)) {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            print("[AppRefresh] scheduled \(identifier) earliestBeginDate=\(earliest) lowPower=\(ProcessInfo.processInfo.isLowPowerModeEnabled)")
            Evidence.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            print("[AppRefresh] could not schedule \(identifier): \(error)")
            Evidence.record(identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }

    static func handle(_ task: BGAppRefreshTask) {
        schedule()
        let work = Task { try await RoomsSync.shared.updateRoomsAndChats(lowPower: ProcessInfo.processInfo.isLowPowerModeEnabled) }
        task.expirationHandler = { work.cancel() }
        Task {
            let ok = (try? await work.value) != nil
            NotificationCenter.default.post(name: .roomsRefreshFinished, object: nil)
            task.setTaskCompleted(success: ok)
        }
    }
}

enum AttachmentCleanup {
    static let identifier = "com.parley.ios.attachments-cleanup"

    /// Only submitted when the attachment cache is over its budget.
    static func scheduleIfNeeded(cache: AttachmentCache = .shared) {
        guard cache.sizeOnDisk > cache.budget else { return }
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = false
        do {
            try BGTaskScheduler.shared.submit(request)
            Evidence.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            Evidence.record(identifier, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }

    static func handle(_ task: BGProcessingTask) {
        let removed = AttachmentCache.shared.removeExpired()
        NotificationCenter.default.post(name: .attachmentCleanupFinished, object: removed)
        task.setTaskCompleted(success: true)
    }
}

extension Notification.Name {
    static let roomsRefreshFinished = Notification.Name("parley.roomsRefreshFinished")
    static let attachmentCleanupFinished = Notification.Name("parley.attachmentCleanupFinished")
}
