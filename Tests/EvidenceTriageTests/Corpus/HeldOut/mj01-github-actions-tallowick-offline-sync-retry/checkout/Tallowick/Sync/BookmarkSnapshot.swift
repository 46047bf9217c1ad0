import Foundation

struct BookmarkSnapshot: Equatable, Sendable {
    let url: URL
    let title: String
    let tags: [String]

    init(url: URL?, title: String?, tags: [String]) {
        self.url = url ?? URL(string: "about:blank")!
        self.title = title ?? ""
        self.tags = tags
    }
}
