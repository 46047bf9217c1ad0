import Foundation

/// Runs inside the BGAppRefreshTask: pulls new entries from the sync service, then
/// updates the app icon badge with the unread-prompt count.
protocol EntrySyncing {
    func refresh() async throws
    func unreadPromptCount() async -> Int
}

protocol BadgeWriting {
    func setBadgeCount(_ count: Int) async throws
}

enum RefreshEvent: Equatable {
    case refreshStarted
    case refreshFinished
    case badgeWritten(Int)
}

final class BadgeRefreshJob {
    private let sync: EntrySyncing
    private let badge: BadgeWriting
    private(set) var events: [RefreshEvent] = []

    init(sync: EntrySyncing, badge: BadgeWriting) {
        self.sync = sync
        self.badge = badge
    }

    /// Called from the BGAppRefreshTask handler; the adapter calls setTaskCompleted when this returns.
    func run() async throws {
        events.append(.refreshStarted)
        // Update the badge straight away so the icon is fresh even if the refresh runs long (#598).
        let count = await sync.unreadPromptCount()
        try await badge.setBadgeCount(count)
        events.append(.badgeWritten(count))
        try await sync.refresh()
        events.append(.refreshFinished)
    }
}
