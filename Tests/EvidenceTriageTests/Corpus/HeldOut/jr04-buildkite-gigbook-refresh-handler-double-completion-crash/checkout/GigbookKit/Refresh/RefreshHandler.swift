import Foundation

/// What the launch handler needs from BGAppRefreshTask (tests pass a fake).
public protocol RefreshTask: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

public final class RefreshHandler {
    let fetcher: EventFeedFetcher
    public init(fetcher: EventFeedFetcher) { self.fetcher = fetcher }

    /// Body of the BGAppRefreshTask launch handler: refresh both feeds, then complete the task.
    public func handle(_ task: RefreshTask) {
        task.expirationHandler = { [fetcher] in fetcher.cancelAll() }
        fetcher.fetchEvents(.upcoming) { _ in }
        fetcher.fetchEvents(.saved) { result in
            task.setTaskCompleted(success: result.isSuccess)
        }
    }
}
