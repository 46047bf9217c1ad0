import Foundation

/// Runs when the system launches com.tallowmere.digest.refresh.
final class DigestRefreshHandler {
    private let inbox: InboxService
    private let scheduler: DigestRefreshScheduler

    init(inbox: InboxService, scheduler: DigestRefreshScheduler) {
        self.inbox = inbox
        self.scheduler = scheduler
    }

    func handle(_ task: RefreshTaskProtocol) {
        try? scheduler.submitDigestRefresh()
        let fetch = Task {
            let issues = try await inbox.fetchNewIssues()
            NSLog("[Digest] refresh handler: %d new issues", issues.count)
            guard !issues.isEmpty else { return }
            await inbox.store(issues)
            task.setTaskCompleted(success: true)
        }
        task.expirationHandler = {
            fetch.cancel()
            task.setTaskCompleted(success: false)
        }
    }
}
