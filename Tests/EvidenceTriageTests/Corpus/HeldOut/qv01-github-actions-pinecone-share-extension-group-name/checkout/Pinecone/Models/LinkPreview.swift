import Foundation

struct LinkPreview: Equatable {
    static let maxTitleLength = 80
    let url: URL
    let title: String

    init(url: URL, rawTitle: String) {
        self.url = url
        let trimmed = rawTitle.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.count > Self.maxTitleLength {
            self.title = String(trimmed.prefix(Self.maxTitleLength)) + "…"
        } else {
            self.title = trimmed
        }
    }
}
