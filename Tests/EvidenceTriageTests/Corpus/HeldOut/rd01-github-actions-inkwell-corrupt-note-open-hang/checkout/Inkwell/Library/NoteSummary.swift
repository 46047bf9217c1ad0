import Foundation

struct NoteSummary: Equatable {
    var title: String?
    var createdAt: Date
    var editedAt: Date? = nil
}
