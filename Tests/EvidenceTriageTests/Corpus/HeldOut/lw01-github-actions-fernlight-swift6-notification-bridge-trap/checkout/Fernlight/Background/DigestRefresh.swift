import BackgroundTasks
import Foundation

enum DigestRefresh {
    static let identifier = "com.fernlight.app.digest-refresh"
    /// Product asked for "roughly every few hours"; the system decides when.
    static let minimumDelay: TimeInterval = 15 * 60

    /// Called from `application(_:didFinishLaunchingWithOptions:)`.
    static func register(handler: DigestRefreshHandler) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handler.run(task as! BGAppRefreshTask)
        }
        NSLog("[BGRefresh] registered launch handler for %@: %@", identifier, ok ? "YES" : "NO")
    }

    static func makeRequest(now: Date = Date()) -> BGAppRefreshTaskRequest {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = now.addingTimeInterval(minimumDelay)
        return request
    }

    static func schedule(now: Date = Date()) throws {
        let request = makeRequest(now: now)
        do {
            try BGTaskScheduler.shared.submit(request)
            NSLog("[BGRefresh] submitted %@ earliestBeginDate=%@", identifier, "\(request.earliestBeginDate!)")
        } catch {
            NSLog("[BGRefresh] submit failed for %@: %@", identifier, "\(error)")
            throw error
        }
    }
}

final class DigestRefreshHandler: @unchecked Sendable {
    private let feed: DigestFeed
    private let store: IssueStore

    init(feed: DigestFeed, store: IssueStore) {
        self.feed = feed
        self.store = store
    }

    func run(_ task: BGAppRefreshTask) {
        let work = Task {
            let ok = await refresh()
            task.setTaskCompleted(success: ok)
            NotificationCenter.default.post(name: .digestRefreshDidRun, object: nil)
        }
        task.expirationHandler = { work.cancel() }
        try? DigestRefresh.schedule()
    }

    /// Fetches the feed if it changed and stores the new issues.
    func refresh() async -> Bool {
        do {
            let page = try await feed.fetch(ifNoneMatch: store.etag)
            guard let page else { return true }          // 304 Not Modified
            store.etag = page.etag                          // remember what we fetched...
            try store.save(page.issues)                     // ...then persist it
            return true
        } catch {
            return false
        }
    }
}

extension Notification.Name {
    static let digestRefreshDidRun = Notification.Name("DigestRefreshDidRun")
}
