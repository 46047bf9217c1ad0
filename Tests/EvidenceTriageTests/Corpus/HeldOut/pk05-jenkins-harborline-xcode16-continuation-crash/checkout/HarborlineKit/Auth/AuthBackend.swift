import Foundation

final class AuthBackend {
    private let fetcherQueue = DispatchQueue(label: "com.harborline.auth.fetcher")
    private let session: HTTPSession

    init(session: HTTPSession) {
        self.session = session
    }

    func call<R: AuthRPCRequest>(with request: R) async throws -> R.Response {
        try await callInternal(with: request)
    }

    private func callInternal<R: AuthRPCRequest>(with request: R) async throws -> R.Response {
        let urlRequest = try request.urlRequest()
        let (data, error): (Data?, Error?) = await withCheckedContinuation { continuation in
            fetcherQueue.async {
                self.session.beginFetch(urlRequest) { data, error in
                    continuation.resume(returning: (data, error))
                }
            }
        }
        if let error { throw AuthError.network(error) }
        return try request.decode(data ?? Data())
    }
}
