import Foundation

struct IssueListViewModel {
    let issues: [Issue]

    var unreadBadge: String? {
        let unread = issues.filter { !$0.isRead }.count
        switch unread {
        case 0: return nil
        case 1...100: return "\(unread)"
        default: return "99+"
        }
    }
}
