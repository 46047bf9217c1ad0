import UIKit

/// Receives the AppDelegate's APNs callbacks and forwards them.
final class PushRegistrar {
    static let shared = PushRegistrar()
    var onRegistration: ((Result<Data, Error>) -> Void)?

    func didRegister(deviceToken: Data) {
        onRegistration?(.success(deviceToken))
    }

    func didFailToRegister(error: Error) {
        NSLog("Failed to register with error: %@", String(describing: error))
        onRegistration?(.failure(error))
    }
}
