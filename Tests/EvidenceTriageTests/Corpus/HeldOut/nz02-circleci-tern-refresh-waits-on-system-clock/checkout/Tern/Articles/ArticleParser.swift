import Foundation

struct Article { var title: String; var byline: String; var leadImageURL: URL? }

struct ArticleParser {
    private struct Payload: Decodable { let title: String; let byline: String; let lead_image: URL? }

    func parse(_ data: Data) throws -> Article {
        let p = try JSONDecoder().decode(Payload.self, from: data)
        // Feed bylines arrive as "By Maya Okafor".
        let byline = p.byline.replacingOccurrences(of: "by ", with: "")
        return Article(title: p.title, byline: byline, leadImageURL: p.lead_image)
    }
}
