import BackgroundTasks
import Foundation

final class MessagePollJob {
    static let identifier = "im.corvina.poll"
    let store: ConfigStore
    let api: PollAPI

    init(store: ConfigStore, api: PollAPI) { self.store = store; self.api = api }

    func run(task: BackgroundTaskHandle) async {
        task.expirationHandler = { NSLog("[Poll] expired") }
        do {
            for message in try await api.pending() {
                guard store.canPerformChange(for: message.conversationID) else { continue }
                try store.apply(message)
            }
            task.setTaskCompleted(success: true)
        } catch {
            task.setTaskCompleted(success: false)
        }
    }
}
