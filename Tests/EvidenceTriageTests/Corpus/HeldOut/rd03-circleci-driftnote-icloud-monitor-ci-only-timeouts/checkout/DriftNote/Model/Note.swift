import Foundation

struct Note: Equatable, Identifiable {
    var id: UUID
    var title: String
    var body: String
    var isPinned = false
    var isDirty = false
    var serverRevision: Int
    /// Timestamp exactly as the server sent it (string, sub-second precision kept).
    var rawModificationDate: String
    /// Parsed, rounded to whole seconds for display and sorting.
    var modificationDate: String
}
