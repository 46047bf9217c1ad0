import Foundation

extension ChatClient {
    /// Called when the app enters the background. Tries to stay connected for as long as iOS allows.
    func handleAppDidEnterBackground() {
        guard config.staysConnectedInBackground else {
            connection.disconnect(source: .systemInitiated, completion: nil)
            return
        }

        let succeed = backgroundTaskScheduler.beginTask { [weak self] in
            // Background time is up: close the socket before iOS suspends us.
            self?.connection.disconnect(source: .systemInitiated) { [weak self] in
                self?.backgroundTaskScheduler.endTask()
            }
        }

        if !succeed {
            // Can't initiate a background task, close the connection
            connection.disconnect(source: .systemInitiated, completion: nil)
        }
    }

    func handleAppDidBecomeActive() {
        backgroundTaskScheduler.endTask()
        guard config.shouldConnectAutomatically, connection.status != .connected else { return }
        connection.connect()
    }
}
