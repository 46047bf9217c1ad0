import Foundation

protocol APIRequesting {
    func send(_ request: APIRequest, completion: @escaping (Result<Data, Error>) -> Void)
}

final class APIClient: APIRequesting {
    static let shared = APIClient(session: .shared)
    private let session: URLSession

    init(session: URLSession) { self.session = session }

    func send(_ request: APIRequest, completion: @escaping (Result<Data, Error>) -> Void) {
        session.dataTask(with: request.urlRequest) { data, _, error in
            DispatchQueue.main.async {
                if let error { completion(.failure(error)) } else { completion(.success(data ?? Data())) }
            }
        }.resume()
    }
}
