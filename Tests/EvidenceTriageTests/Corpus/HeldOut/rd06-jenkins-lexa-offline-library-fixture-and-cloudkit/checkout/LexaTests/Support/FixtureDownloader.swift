import Foundation

enum FixtureDownloader {
    struct Failure: LocalizedError {
        let status: Int
        var errorDescription: String? { "Download Failed. Status Code: \(status)" }
    }

    static func download(_ url: URL, to destination: URL) async throws {
        let (temp, response) = try await URLSession.shared.download(from: url)
        let status = (response as? HTTPURLResponse)?.statusCode ?? -1
        guard status == 200 else { throw Failure(status: status) }
        try? FileManager.default.removeItem(at: destination)
        try FileManager.default.moveItem(at: temp, to: destination)
    }
}
