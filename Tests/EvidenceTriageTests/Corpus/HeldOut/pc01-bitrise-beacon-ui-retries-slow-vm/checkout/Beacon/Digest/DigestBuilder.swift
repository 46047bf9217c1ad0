import Foundation

struct DigestBuilder {
    func build(from articles: [Article]) -> Digest {
        var seen = Set<URL>()
        var kept: [Article] = []
        for article in articles where seen.insert(article.url).inserted {
            kept.append(article)
        }
        return Digest(articles: kept, builtAt: Date())
    }
}
