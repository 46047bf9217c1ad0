import Foundation

/// Raster charts and community tile servers are still served over plain HTTP by several providers.
final class ChartDownloader {
    let session: URLSession
    init(session: URLSession = .shared) { self.session = session }

    func download(_ url: URL) async throws -> URL {
        let (location, response) = try await session.download(from: url)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
        let dest = FileManager.default.temporaryDirectory.appendingPathComponent(url.lastPathComponent)
        try? FileManager.default.removeItem(at: dest)
        try FileManager.default.moveItem(at: location, to: dest)
        return dest
    }
}
