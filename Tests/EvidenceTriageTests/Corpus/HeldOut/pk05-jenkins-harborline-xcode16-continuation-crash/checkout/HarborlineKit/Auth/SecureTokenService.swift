import Foundation

final class SecureTokenService {
    private let tokenQueue = DispatchQueue(label: "com.harborline.auth.token")
    private var accessToken: String?
    private var expiry: Date = .distantPast
    private let backend: AuthBackend

    init(backend: AuthBackend) {
        self.backend = backend
    }

    func fetchAccessToken(forcingRefresh: Bool) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            tokenQueue.async {
                if !forcingRefresh, let token = self.accessToken, self.expiry > Date() {
                    continuation.resume(returning: token)
                    return
                }
                Task {
                    do {
                        let response = try await self.backend.call(with: RefreshTokenRequest())
                        self.accessToken = response.accessToken
                        self.expiry = Date().addingTimeInterval(response.expiresIn)
                        continuation.resume(returning: response.accessToken)
                    } catch {
                        continuation.resume(throwing: error)
                    }
                }
            }
        }
    }
}
