import Foundation

struct LockerManifest: Decodable {
    struct Parcel: Decodable { var id: String; var compartment: String }
    var lockerID: String
    var parcels: [Parcel]
}

/// Pulls the parcel manifest for a locker. Started once at launch so the
/// background refresh and the foreground screens share one session.
final class ManifestSyncClient {
    static let shared = ManifestSyncClient()

    private(set) var session: URLSession!
    private let baseURL = URL(string: "https://lockers.parcelwise.example")!

    func start() {
        guard session == nil else { return }
        let configuration = URLSessionConfiguration.default
        configuration.timeoutIntervalForRequest = 20
        configuration.httpAdditionalHeaders = ["X-Client": "parcelwise-ios"]
        session = URLSession(configuration: configuration)
    }

    func syncManifest(lockerID: String, completion: @escaping (Result<LockerManifest, Error>) -> Void) {
        var components = URLComponents(url: baseURL.appendingPathComponent("v2/manifest"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "locker", value: lockerID)]
        session.dataTask(with: components.url!) { data, _, error in
            if let error { return completion(.failure(error)) }
            completion(Result { try JSONDecoder().decode(LockerManifest.self, from: data ?? Data()) })
        }.resume()
    }
}
