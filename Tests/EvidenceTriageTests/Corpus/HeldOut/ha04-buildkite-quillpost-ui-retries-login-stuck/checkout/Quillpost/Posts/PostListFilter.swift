import Foundation

struct PostSummary {
    enum Status { case publish, draft, scheduled, trash }
    let id: UUID
    let remoteID: Int?
    let status: Status
    var isLocalOnly: Bool { remoteID == nil }
}

enum PostListFilter: CaseIterable {
    case published, drafts, scheduled, trashed

    func matches(_ post: PostSummary) -> Bool {
        switch self {
        case .published: return post.status == .publish
        case .drafts: return post.status == .draft && !post.isLocalOnly
        case .scheduled: return post.status == .scheduled
        case .trashed: return post.status == .trash
        }
    }

    func title(for posts: [PostSummary]) -> String {
        let count = posts.filter(matches).count
        switch self {
        case .published: return "Published (\(count))"
        case .drafts: return "Drafts (\(count))"
        case .scheduled: return "Scheduled (\(count))"
        case .trashed: return "Trashed (\(count))"
        }
    }
}
