import CoreLocation
import Foundation

enum ContextError: Error, Equatable { case badRequest, network(URLError.Code), decoding }

struct Place: Decodable { let name: String }
struct Context: Decodable { let place: Place? }

final class ContextClient {
    let baseURL: URL
    let publishableKey: String
    let session: URLSession

    init(baseURL: URL, publishableKey: String, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.publishableKey = publishableKey
        self.session = session
    }

    func getContext(at location: CLLocation, completion: @escaping (Result<Context, ContextError>) -> Void) {
        var components = URLComponents(url: baseURL.appendingPathComponent("context"), resolvingAgainstBaseURL: false)!
        components.queryItems = [.init(name: "coordinates",
                                       value: "\(location.coordinate.latitude),\(location.coordinate.longitude)")]
        var request = URLRequest(url: components.url!, timeoutInterval: 60)
        request.setValue(publishableKey, forHTTPHeaderField: "Authorization")
        session.dataTask(with: request) { data, response, error in
            if let error = error as? URLError { return completion(.failure(.network(error.code))) }
            if (response as? HTTPURLResponse)?.statusCode == 400 { return completion(.failure(.badRequest)) }
            guard let data, let context = try? JSONDecoder().decode(Context.self, from: data) else {
                return completion(.failure(.decoding))
            }
            completion(.success(context))
        }.resume()
    }
}
