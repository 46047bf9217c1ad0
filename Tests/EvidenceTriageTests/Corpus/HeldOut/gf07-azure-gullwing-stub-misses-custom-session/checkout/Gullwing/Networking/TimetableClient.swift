import Foundation

struct Departure: Decodable, Equatable {
    let time: String
    let from: String
    let to: String
    let vessel: String
}

/// Talks to the timetable service. Has its own session so requests get the app's headers and timeouts.
final class TimetableClient {
    static let live = TimetableClient(baseURL: URL(string: "https://api-staging.gullwing.app/v2/")!)

    private let baseURL: URL
    private let session: URLSession

    init(baseURL: URL, configuration: URLSessionConfiguration = .default) {
        self.baseURL = baseURL
        configuration.httpAdditionalHeaders = ["Accept": "application/json", "X-Client": "gullwing-ios"]
        configuration.timeoutIntervalForRequest = 15
        self.session = URLSession(configuration: configuration)
    }

    func departures(route: String, on day: String) async throws -> [Departure] {
        let url = baseURL.appendingPathComponent("routes/\(route)/departures")
            .appending(queryItems: [URLQueryItem(name: "date", value: day)])
        let (data, response) = try await session.data(from: url)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
        return try JSONDecoder().decode([Departure].self, from: data)
    }
}
