import Foundation

struct LinkPreview: Equatable { let title: String; let host: String }

final class LinkPreviewer {
    let session: URLSession
    init(session: URLSession = .shared) { self.session = session }

    /// Many blogs linked from posts are still plain http.
    func preview(for url: URL) async throws -> LinkPreview {
        let (data, response) = try await session.data(from: url)
        let html = String(decoding: data, as: UTF8.self)
        let title = html.range(of: "<title>(.*?)</title>", options: .regularExpression)
            .map { String(html[$0]).replacingOccurrences(of: "</?title>", with: "", options: .regularExpression) } ?? ""
        return LinkPreview(title: title, host: response.url?.host ?? url.host ?? "")
    }
}
