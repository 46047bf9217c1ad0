import Foundation
import SwiftData

@Model final class NoteDraft {
    @Attribute(.unique) var id: UUID
    var body: String
    var createdAt: Date
    var tags: [Tag]

    init(body: String) {
        self.id = UUID()
        self.body = body
        self.createdAt = .now
        self.tags = []
    }
}

@Model final class Tag {
    @Attribute(.unique) var name: String
    init(name: String) { self.name = name }
}

@Model final class Attachment {
    var fileName: String
    var byteCount: Int
    init(fileName: String, byteCount: Int) { self.fileName = fileName; self.byteCount = byteCount }
}
