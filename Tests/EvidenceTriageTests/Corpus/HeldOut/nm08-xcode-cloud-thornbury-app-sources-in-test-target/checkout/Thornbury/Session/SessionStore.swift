import Foundation

final class SessionStore {
    static let shared = SessionStore()
    private(set) var token: String?

    func save(token: String) { self.token = token }
    func clear() { token = nil }
}
