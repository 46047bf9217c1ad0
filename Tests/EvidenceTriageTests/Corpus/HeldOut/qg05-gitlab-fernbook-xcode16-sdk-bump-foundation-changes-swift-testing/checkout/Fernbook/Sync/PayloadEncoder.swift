import Foundation

struct RecipeUpload: Encodable {
    let id: String
    let title: String
    let servings: Int
}

enum PayloadEncoder {
    static func body(for upload: RecipeUpload) throws -> String {
        let encoder = JSONEncoder()
        return String(decoding: try encoder.encode(upload), as: UTF8.self)
    }
}
