import Foundation
import Observation

@MainActor @Observable
final class ReviewSession {
    private(set) var pending: [Contact] = []
    private(set) var lastAutosave: Date?
    var autosaveDelay: Duration = .milliseconds(300)
    private var autosaveTask: Task<Void, Never>?

    func edit(_ contact: Contact) {
        pending.append(contact)
        autosaveTask?.cancel()
        autosaveTask = Task { [autosaveDelay] in
            try? await Task.sleep(for: autosaveDelay)
            guard !Task.isCancelled else { return }
            lastAutosave = .now
            NotificationCenter.default.post(name: .reviewSessionAutosaved, object: self)
        }
    }

    func matchPending(limit: Int) async -> Int { min(pending.count, limit) }
}

extension Notification.Name {
    static let reviewSessionAutosaved = Notification.Name("ReviewSessionAutosaved")
}
