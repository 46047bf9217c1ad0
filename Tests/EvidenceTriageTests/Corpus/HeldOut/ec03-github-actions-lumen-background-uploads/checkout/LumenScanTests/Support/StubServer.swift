import Foundation

/// Talks to scripts/stub-upload-server.py's admin port (:8788) from inside the
/// Simulator; the server itself runs on the CI runner.
enum StubServer {
    private static let admin = URL(string: "http://127.0.0.1:8788/__admin/")!

    static func stop() throws { try post("stop") }
    static func start() throws { try post("start") }

    private static func post(_ command: String) throws {
        var request = URLRequest(url: admin.appendingPathComponent(command))
        request.httpMethod = "POST"
        let semaphore = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { _, response, _ in
            print("stub-upload-server: \(command) -> \((response as? HTTPURLResponse)?.statusCode ?? 0)")
            semaphore.signal()
        }.resume()
        _ = semaphore.wait(timeout: .now() + 5)
    }
}

enum Fixtures {
    static func pdf(named name: String) throws -> URL {
        let bundle = Bundle(for: BundleToken.self)
        guard let url = bundle.url(forResource: name, withExtension: "pdf") else {
            throw CocoaError(.fileNoSuchFile)
        }
        // Background sessions read the file after we return: copy it somewhere stable.
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID()).pdf")
        try FileManager.default.copyItem(at: url, to: copy)
        return copy
    }
    private final class BundleToken {}
}
