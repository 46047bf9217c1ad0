import BackgroundTasks
import Foundation

extension Notification.Name { static let digestHandlerDidRun = Notification.Name("DigestHandlerDidRun") }

enum DigestTask {
    /// Prefixed with the bundle id so Beta and App Store builds do not collide.
    static let identifier = Bundle.main.bundleIdentifier! + ".digest"
}

final class DigestHandler {
    let inbox: Inbox
    init(inbox: Inbox) { self.inbox = inbox }

    func handle(_ task: BGTaskProtocol) {
        NotificationCenter.default.post(name: .digestHandlerDidRun, object: nil)
        guard !inbox.items.isEmpty else { return }   // returns without setTaskCompleted
        inbox.summarize()
        task.setTaskCompleted(success: true)
    }
}
