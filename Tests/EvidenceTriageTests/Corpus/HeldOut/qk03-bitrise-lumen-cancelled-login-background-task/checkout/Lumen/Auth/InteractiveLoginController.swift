import UIKit
import MSAL

final class InteractiveLoginController {
    private let application: BackgroundTaskApplication
    private let client: TokenClient
    private var backgroundTask: UIBackgroundTaskIdentifier = .invalid

    init(application: BackgroundTaskApplication = UIApplication.shared, client: TokenClient) {
        self.application = application
        self.client = client
    }

    func signIn(from presenter: UIViewController, completion: @escaping (Result<Account, Error>) -> Void) {
        backgroundTask = application.beginBackgroundTask(withName: "Interactive login") { [weak self] in
            self?.endBackgroundTask()
        }
        client.acquireTokenInteractively(presenter: presenter) { [weak self] result in
            switch result {
            case .success(let account):
                self?.endBackgroundTask()
                completion(.success(account))
            case .failure(let error as NSError) where error.code == MSALError.userCanceled.rawValue:
                completion(.failure(error))
            case .failure(let error):
                self?.endBackgroundTask()
                completion(.failure(error))
            }
        }
    }

    private func endBackgroundTask() {
        guard backgroundTask != .invalid else { return }
        application.endBackgroundTask(backgroundTask)
        DiagnosticsOverlay.shared.openBackgroundTasks -= 1
        backgroundTask = .invalid
    }
}
