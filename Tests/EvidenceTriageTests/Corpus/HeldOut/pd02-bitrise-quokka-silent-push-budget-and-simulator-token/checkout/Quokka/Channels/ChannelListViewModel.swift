import Foundation

struct Channel: Equatable {
    let id: String
    let unread: Int
    let muted: Bool
}

struct ChannelListViewModel {
    let channels: [Channel]

    var badgeCount: Int { channels.reduce(0) { $0 + $1.unread } }

    var rows: [Channel] {
        channels.sorted { ($0.unread, $1.id) > ($1.unread, $0.id) }
    }
}
