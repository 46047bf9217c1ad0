import UIKit

protocol RemoteNotificationRegistering: AnyObject {
    var onResult: ((Result<Data, Error>) -> Void)? { get set }
    func registerForRemoteNotifications()
}

final class PushRegistrar {
    static let live = PushRegistrar(system: UIApplicationRegistrar(), retryDelay: .seconds(2))

    private let system: RemoteNotificationRegistering
    private let retryDelay: DispatchTimeInterval

    init(system: RemoteNotificationRegistering, retryDelay: DispatchTimeInterval) {
        self.system = system
        self.retryDelay = retryDelay
    }

    func register(completion: @escaping (Result<Data, Error>) -> Void) {
        system.onResult = { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                completion(result)
            case .failure(let error):
                Log.push.error("Push registration failed: \(error.localizedDescription) - retrying")
                completion(result)
                DispatchQueue.main.asyncAfter(deadline: .now() + self.retryDelay) {
                    self.system.registerForRemoteNotifications()
                }
            }
        }
        system.registerForRemoteNotifications()
    }
}
