import Foundation

struct ThreadCellModel {
    let subject: String
    let unread: Int

    var badgeText: String? {
        guard unread > 0 else { return nil }
        return unread > 999 ? "999+" : String(unread)
    }
}
