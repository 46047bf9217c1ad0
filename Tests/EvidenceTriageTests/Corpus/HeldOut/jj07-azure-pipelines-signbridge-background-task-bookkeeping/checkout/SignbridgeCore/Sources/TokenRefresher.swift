//
//  TokenRefresher.swift
//  SignbridgeCore
//

import Foundation

final class TokenRefresher {
    private let queue = DispatchQueue(label: "com.northquay.signbridge.token-refresh", qos: .utility)
    private let tracker: BackgroundTaskTracker
    private let client: TokenClient

    init(tracker: BackgroundTaskTracker = BackgroundTaskTracker(), client: TokenClient) {
        self.tracker = tracker
        self.client = client
    }

    func refreshIfPossible(account: Account, completion: @escaping (Result<Token, Error>) -> Void) {
        queue.async {
            guard self.tracker.canStartRefresh() else {
                completion(.failure(TokenError.insufficientBackgroundTime))
                return
            }
            Task { @MainActor in BackgroundTaskManager.shared.startOperation(type: .silentRequest) }
            self.client.refresh(account: account) { result in
                Task { @MainActor in BackgroundTaskManager.shared.stopOperation(type: .silentRequest) }
                completion(result)
            }
        }
    }
}
