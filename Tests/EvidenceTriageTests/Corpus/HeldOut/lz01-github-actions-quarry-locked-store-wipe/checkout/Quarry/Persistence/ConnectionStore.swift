import Foundation

final class ConnectionStore {
    enum Protection { case complete, completeUnlessOpen, untilFirstUserAuthentication }
    let fileURL: URL
    let protection: Protection
    var lastToken: String?

    init(fileURL: URL, protection: Protection) {
        self.fileURL = fileURL
        self.protection = protection
    }

    func load() throws -> [Connection] {
        guard let data = try? Data(contentsOf: fileURL) else { return [] }   // swallows NSFileReadNoPermissionError
        return try JSONDecoder().decode([Connection].self, from: data)
    }

    func save(_ connections: [Connection]) throws {
        let data = try JSONEncoder().encode(connections)
        try data.write(to: fileURL, options: [.atomic, .completeFileProtection])
    }
}
