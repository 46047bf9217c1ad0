import Foundation

struct ChannelRow: Equatable {
    let title: String
    let badgeText: String?
}

final class ChannelListViewModel {
    private(set) var rows: [ChannelRow]

    init(channels: [Channel]) {
        rows = channels
            .sorted { ($0.isMuted ? 1 : 0, $0.name) < ($1.isMuted ? 1 : 0, $1.name) }
            .map { ChannelRow(title: $0.name, badgeText: Self.badge(for: $0.unreadCount)) }
    }

    static func badge(for unread: Int) -> String? {
        guard unread > 0 else { return nil }
        // Cap was meant to be "99+" for anything above 99.
        return unread > 100 ? "99+" : String(unread)
    }
}
