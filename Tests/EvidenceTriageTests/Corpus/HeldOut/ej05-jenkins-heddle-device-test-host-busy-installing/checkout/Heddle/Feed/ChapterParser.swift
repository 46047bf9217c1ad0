import Foundation

struct ChapterParser {
    private struct Document: Decodable { let chapters: [Raw] }
    private struct Raw: Decodable { let startTime: Int; let title: String }

    func parse(_ data: Data) throws -> [Chapter] {
        try JSONDecoder().decode(Document.self, from: data).chapters
            .map { Chapter(start: TimeInterval($0.startTime), title: $0.title) }
    }
}
