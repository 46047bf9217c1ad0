import Foundation

/// Native port of the JS headless task: onFetch pulls event pages,
/// onTimeout is the second callback react-native-background-fetch gives configure().
final class EventSyncHeadlessTask: FetchTaskHandling {
    private let probe: FinishProbe
    private let client: EventsClient
    private var cancelled = false

    init(probe: FinishProbe, client: EventsClient) {
        self.probe = probe
        self.client = client
    }

    func onFetch(_ taskId: String) {
        client.pullAll(isCancelled: { [weak self] in self?.cancelled ?? true }) { [probe] result in
            if case .success = result {
                probe.finish(taskId)
            }
        }
    }

    func onTimeout(_ taskId: String) {
        Log.info("[Marten] timeout: aborting event sync for \(taskId)")
        cancelled = true
        // finish(taskId) is left to onFetch's completion, which never reports
        // success once the pull is cancelled.
    }
}
