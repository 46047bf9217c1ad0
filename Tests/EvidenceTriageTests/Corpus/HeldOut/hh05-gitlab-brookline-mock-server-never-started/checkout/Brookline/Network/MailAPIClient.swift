import Foundation

struct MailAPIClient {
    let baseURL: URL
    let session: URLSession

    func fetchInbox(account: String, cursor: String?) async throws -> InboxPage {
        var components = URLComponents(url: baseURL.appendingPathComponent("api/v1/inbox"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "account", value: account)]
        if let cursor { components.queryItems?.append(URLQueryItem(name: "cursor", value: cursor)) }
        let (data, response) = try await session.data(from: components.url!)
        guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
            throw MailAPIError.unexpectedStatus((response as? HTTPURLResponse)?.statusCode ?? -1)
        }
        return try JSONDecoder.brookline.decode(InboxPage.self, from: data)
    }
}
