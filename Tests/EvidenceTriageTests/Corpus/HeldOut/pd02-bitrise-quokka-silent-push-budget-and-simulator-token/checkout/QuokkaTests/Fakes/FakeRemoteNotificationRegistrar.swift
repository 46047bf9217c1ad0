import Foundation
@testable import Quokka

final class FakeRemoteNotificationRegistrar: RemoteNotificationRegistering {
    private(set) var attempts = 0
    private let error: Error
    var onResult: ((Result<Data, Error>) -> Void)?

    init(alwaysFailsWith error: Error) { self.error = error }

    func registerForRemoteNotifications() {
        attempts += 1
        DispatchQueue.main.async { self.onResult?(.failure(self.error)) }
    }
}
