import Foundation

/// Pulled by the "com.quillnote.app.sync" app-refresh task.
struct CollaboratorRelationship: Codable, Hashable {
    let id: String
    let following: Bool
    let muting: Bool
    let notifying: Bool
}
