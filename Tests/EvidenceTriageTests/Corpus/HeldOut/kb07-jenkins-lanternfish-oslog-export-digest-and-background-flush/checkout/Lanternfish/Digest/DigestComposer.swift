import Foundation

struct DigestComposer {
    func threads(for user: User, from all: [Thread]) -> [Thread] {
        // Muted threads are still counted toward the unread badge, so keep them here.
        all.filter { $0.hasUnread(for: user) }
    }
}
