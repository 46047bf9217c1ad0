import UIKit

/// Shared entry point for background wake-ups (refresh task, remote notification, legacy fetch).
final class BackgroundFetch {
    enum Outcome: String { case fetched, skipped }

    private let core: MessengerCore
    private let app: BackgroundTimeProviding
    private let now: () -> TimeInterval
    /// last time IO was started in the background, to avoid waking more than once a minute
    private var bgIoTimestamp: TimeInterval

    init(core: MessengerCore, app: BackgroundTimeProviding = UIApplication.shared,
         now: @escaping () -> TimeInterval = { Date().timeIntervalSince1970 }) {
        self.core = core
        self.app = app
        self.now = now
        self.bgIoTimestamp = now()
    }

    func performFetch(completion: @escaping (Outcome) -> Void) {
        let nowTimestamp = now()
        if nowTimestamp < bgIoTimestamp + 60 {
            logger.info("➡️ fetch was just executed, skipping")
            completion(.skipped)
            return
        }
        bgIoTimestamp = nowTimestamp
        logger.info("➡️ fetch started")

        let stopSignal = DispatchSemaphore(value: 0)
        var taskId = UIBackgroundTaskIdentifier.invalid
        taskId = app.beginBackgroundTask(withName: "Courier fetch") { [app] in
            logger.info("fetch background task will expire")
            app.endBackgroundTask(taskId)
            stopSignal.signal()
        }
        DispatchQueue.global(qos: .default).async { [core, app] in
            core.startIo()
            core.backgroundFetch(timeout: 20, stop: stopSignal)
            core.stopIo()
            logger.info("⬅️ fetch done")
            completion(.fetched)
            app.endBackgroundTask(taskId)
        }
    }
}
