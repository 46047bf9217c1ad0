//
//  SyncRefreshJob.swift
//  Fernhill
//
//  The work behind the com.fernhill.run.sync-refresh BGAppRefreshTask:
//  refresh the session, then pull new runs from the watch sync service.
//

import Foundation

final class SyncRefreshJob {
    private let tokens: TokenRequest
    private let keychain: CredentialStore
    private(set) var lastError: Error?

    init(tokens: TokenRequest, keychain: CredentialStore) {
        self.tokens = tokens
        self.keychain = keychain
    }

    func refreshSession(completion: @escaping (Bool) -> Void) {
        guard let refresh = keychain.refreshToken else { return completion(false) }
        tokens.start(refreshToken: refresh) { result in
            switch result {
            case .success(let token):
                self.keychain.accessToken = token
                completion(true)
            case .failure(let error):
                self.lastError = error
                completion(false)
            }
        }
    }
}
