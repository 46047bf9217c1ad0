import Foundation

/// Retries idempotent requests once on transient errors.
public struct HTTPTransport {
    public static let `default` = HTTPTransport(session: .shared)
    let session: URLSession

    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        do {
            return try await session.data(for: request)
        } catch let error as URLError where error.code == .timedOut || error.code == .networkConnectionLost {
            return try await session.data(for: request)
        }
    }
}
