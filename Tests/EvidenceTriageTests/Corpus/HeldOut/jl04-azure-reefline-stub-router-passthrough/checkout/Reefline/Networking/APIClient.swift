import Foundation

final class APIClient {
    let baseURL: URL
    let session: URLSession

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func tides(stationID: String, completion: @escaping (Result<TideTable, Error>) -> Void) {
        let url = baseURL.appending(path: "v2/stations/\(stationID)/tides")
        session.dataTask(with: url) { data, _, error in
            if let error { return completion(.failure(error)) }
            completion(Result { try JSONDecoder.reefline.decode(TideTable.self, from: data ?? Data()) })
        }.resume()
    }
}
