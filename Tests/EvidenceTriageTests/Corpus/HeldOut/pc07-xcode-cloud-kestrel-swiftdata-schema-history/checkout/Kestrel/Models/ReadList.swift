import SwiftData

@Model
final class ReadList {
    @Attribute(.unique) var id: String
    var name: String
    var bookIDs: [String]
    var summary: String?          // added in 3.2
    var pinnedAt: Date?           // added in 3.2
    init(id: String, name: String, bookIDs: [String]) {
        self.id = id; self.name = name; self.bookIDs = bookIDs
    }
}
