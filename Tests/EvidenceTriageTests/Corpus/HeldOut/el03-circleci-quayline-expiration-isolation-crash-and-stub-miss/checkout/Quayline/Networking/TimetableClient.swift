import Foundation

struct Departure: Decodable, Equatable {
    let pier: String
    let leavesAt: Date
}

final class TimetableClient {
    private let baseURL: URL
    private let session: URLSession

    init(baseURL: URL, configuration: URLSessionConfiguration = .ephemeral) {
        self.baseURL = baseURL
        configuration.waitsForConnectivity = false
        configuration.timeoutIntervalForRequest = 10
        // Own session with its own configuration: protocol classes registered
        // globally with URLProtocol.registerClass are not consulted here.
        self.session = URLSession(configuration: configuration)
    }

    func departures(route: String) async throws -> [Departure] {
        let url = baseURL.appendingPathComponent("v2/routes/\(route)/departures")
        let (data, _) = try await session.data(from: url)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([Departure].self, from: data)
    }
}
