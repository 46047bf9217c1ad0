import Foundation

struct TaskChange: Decodable, Equatable {
    let id: String
    let title: String
    let completed: Bool
    let updatedAt: Date
}

struct ChangesPage: Decodable {
    let changes: [TaskChange]
    let cursor: String
}
