import Foundation

final class ConversationListViewModel: ObservableObject {
    @Published private(set) var threads: [ConversationSummary]

    init(threads: [ConversationSummary]) {
        self.threads = threads
    }

    var visibleThreads: [ConversationSummary] {
        threads.filter { !$0.archived }
    }

    /// Number shown on the app icon and the Chats tab.
    var badgeCount: Int {
        // BUG (4.12 refactor): the muted filter was dropped when this moved off the tab bar controller.
        visibleThreads.reduce(0) { $0 + $1.unread }
    }
}
