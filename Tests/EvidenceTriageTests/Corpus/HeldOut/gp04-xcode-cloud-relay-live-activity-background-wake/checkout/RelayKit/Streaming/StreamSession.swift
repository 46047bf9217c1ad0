import Foundation
import UIKit

/// Streams an agent reply. When the app leaves the foreground mid-reply we ask for extra time
/// with beginBackgroundTask; iOS decides how long that lasts (typically ~30 s) and calls the
/// expiration handler, after which we mark the reply interrupted and resume on foreground.
@MainActor
public final class StreamSession {
    public private(set) var status: ReplyStatus = .idle
    private var backgroundTask: UIBackgroundTaskIdentifier = .invalid
    private var backgroundStartedAt: Date?

    public func applicationDidEnterBackground() {
        guard status == .streaming else { return }
        backgroundStartedAt = Date()
        backgroundTask = UIApplication.shared.beginBackgroundTask(withName: "StreamCompletion") { [weak self] in
            guard let self else { return }
            let held = self.backgroundStartedAt.map { Date().timeIntervalSince($0) } ?? 0
            self.status = .interrupted(reason: String(format: "background time expired after %.1f s", held))
            self.endBackgroundTask()
        }
    }

    public func didFinishReply() {
        status = .complete
        endBackgroundTask()
    }

    private func endBackgroundTask() {
        guard backgroundTask != .invalid else { return }
        UIApplication.shared.endBackgroundTask(backgroundTask)
        backgroundTask = .invalid
    }
}
