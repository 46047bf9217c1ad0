import Foundation
import BackgroundTasks

protocol RefreshTask: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: RefreshTask {}

final class BackgroundFetchCoordinator {
    static let identifier = "com.sendwick.app.inbox-refresh"

    private let client: MessageClient
    private let store: MessageStore

    init(client: MessageClient, store: MessageStore) {
        self.client = client
        self.store = store
    }

    func performFetch(using task: RefreshTask) async {
        DiagnosticRecorder.shared.record(.launch, Self.identifier)
        do {
            let batch = try await client.fetchSince(store.latestCursor)
            try store.insert(batch.messages, cursor: batch.cursor)
            DiagnosticRecorder.shared.record(.execution, Self.identifier)
            task.setTaskCompleted(success: true)
            DiagnosticRecorder.shared.record(.completion, Self.identifier)
        } catch {
            task.setTaskCompleted(success: false)
            DiagnosticRecorder.shared.record(.completion, Self.identifier, error: error)
        }
    }
}
