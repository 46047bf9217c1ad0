import Foundation

public struct InvoicePage: Decodable, Equatable {
    public let items: [Invoice]
    public let nextCursor: String?
}

public struct Invoice: Decodable, Equatable {
    public let id: String
    public let number: String
    public let totalCents: Int
}

public final class InvoiceAPIClient {
    private let baseURL: URL
    private let session: URLSession

    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    public func fetchInvoices(cursor: String? = nil) async throws -> InvoicePage {
        var components = URLComponents(url: baseURL.appendingPathComponent("v2/invoices"), resolvingAgainstBaseURL: false)!
        components.queryItems = cursor.map { [URLQueryItem(name: "cursor", value: $0)] }
        var request = URLRequest(url: components.url!)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        // KES-752: go through the shared transport so requests get the retry policy.
        let (data, response) = try await HTTPTransport.default.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
        return try JSONDecoder().decode(InvoicePage.self, from: data)
    }
}
