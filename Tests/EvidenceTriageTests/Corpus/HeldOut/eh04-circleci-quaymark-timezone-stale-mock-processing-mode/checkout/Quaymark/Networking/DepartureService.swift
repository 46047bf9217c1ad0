import Foundation

struct DepartureService {
    var session: URLSession
    var baseURL = URL(string: "https://api.quaymark.example")!

    func todaysDepartures(from harbour: Harbour) async throws -> [Departure] {
        let url = baseURL.appendingPathComponent("v2/harbours/\(harbour.code)/departures")
        let (data, response) = try await session.data(from: url)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw ServiceError.badStatus }
        return try JSONDecoder.quaymark.decode(DeparturesPage.self, from: data).departures
    }
}
