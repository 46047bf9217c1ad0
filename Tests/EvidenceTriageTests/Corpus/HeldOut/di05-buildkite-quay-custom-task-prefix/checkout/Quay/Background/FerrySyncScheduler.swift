import TSBackgroundFetch

final class FerrySyncScheduler {
    static let shared = FerrySyncScheduler()
    static let sailingSyncTaskId = "com.quayferries.sailings.sync"   // custom task id
    var onSailingSync: (() -> Void)?

    func scheduleSailingSync(delayMinutes: Int, completion: @escaping (Error?) -> Void) {
        TSBackgroundFetch.sharedInstance().scheduleProcessingTask(withIdentifier: Self.sailingSyncTaskId,
            delay: TimeInterval(delayMinutes * 60), periodic: false, callback: { [weak self] taskId, _ in
                self?.onSailingSync?()
                TSBackgroundFetch.sharedInstance().finish(taskId)
            }, error: completion)
    }
}
