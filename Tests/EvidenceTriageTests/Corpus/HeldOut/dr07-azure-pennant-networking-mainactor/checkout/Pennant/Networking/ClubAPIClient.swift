//
//  ClubAPIClient.swift
//  Pennant
//

import Foundation

final class ClubAPIClient {
    static let shared = ClubAPIClient()

    let baseURL: URL
    let session: URLSession

    init(baseURL: URL = URL(string: "https://api.pennant.example/v2")!,
         configuration: URLSessionConfiguration = .ephemeral) {
        configuration.timeoutIntervalForRequest = 15
        configuration.httpAdditionalHeaders = ["Accept": "application/json"]
        self.baseURL = baseURL
        self.session = URLSession(configuration: configuration) // protocol classes are read here
    }

    func fetchClub(id: String) async throws -> Club {
        let (data, response) = try await session.data(from: baseURL.appendingPathComponent("clubs/\(id)"))
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
        return try JSONDecoder().decode(Club.self, from: data)
    }
}
