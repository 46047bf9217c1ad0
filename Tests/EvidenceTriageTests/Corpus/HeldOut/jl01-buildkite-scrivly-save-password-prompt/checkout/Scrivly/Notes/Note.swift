import Foundation

struct Note: Identifiable, Hashable, Codable {
    var id = UUID()
    var title: String
    var body: String
    var tags: [String] = []
    var updatedAt = Date()
}
