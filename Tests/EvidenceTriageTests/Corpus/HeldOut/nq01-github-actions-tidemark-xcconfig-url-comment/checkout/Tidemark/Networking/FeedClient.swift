import Foundation

final class FeedClient {
    private let config: APIConfiguration
    init(config: APIConfiguration = APIConfiguration()) { self.config = config }

    func feedRequest(station: String) -> URLRequest {
        let url = config.baseURL.appendingPathComponent("stations").appendingPathComponent(station).appendingPathComponent("feed")
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }
}
