import Foundation

struct Notebook: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var modifiedAt: Date = .now
}
