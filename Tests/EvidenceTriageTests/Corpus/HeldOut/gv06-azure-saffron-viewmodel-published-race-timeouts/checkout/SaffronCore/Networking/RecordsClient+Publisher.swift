import Combine
import Foundation

extension RecordsClient {
    /// Publisher wrapper over the async API. The Future is fulfilled from the task that
    /// performed the request, i.e. on the cooperative pool.
    func publisher(for request: RecordsRequest) -> AnyPublisher<RecordsResponse, Error> {
        Future { promise in
            Task {
                do { promise(.success(try await self.send(request))) }
                catch { promise(.failure(error)) }
            }
        }
        .eraseToAnyPublisher()
    }
}
