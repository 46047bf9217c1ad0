import Foundation

struct DogFact: Codable, Equatable, Identifiable {
    let id: Int
    let text: String
}

enum FactParser {
    static func parse(_ line: String) -> DogFact? {
        let parts = line.split(separator: "|", maxSplits: 1).map(String.init)
        guard parts.count == 2, let id = Int(parts[0]) else { return nil }
        let body = parts[1].trimmingCharacters(in: .whitespaces)
        let text = body.split(separator: "\"").first.map(String.init) ?? body
        return DogFact(id: id, text: text)
    }
}
