//
//  TestDoubles.swift
//  FerrylightTests
//

import Foundation
import UIKit
@testable import Ferrylight

final class InMemoryAccountStore: AccountStoring {
    var accounts: [Account]
    init(accounts: [Account]) { self.accounts = accounts }
}

extension Account {
    static func fixture(id: String) -> Account {
        Account(id: id, displayName: "Traveller \(id)", routes: ["all"])
    }
}

final class RecordingTokenUploader: PushTokenUploading {
    private(set) var uploaded: [Data] = []
    func upload(token: Data) { uploaded.append(token) }
}

/// Answers asynchronously on the main queue, the way URLSession-backed fetchers do.
final class StubTimetableFetcher: TimetableChangeFetching {
    private let changed: [String: Bool]
    private(set) var fetchedAccountIDs: [String] = []

    init(changed: [String: Bool]) { self.changed = changed }

    func fetchTimetableChanges(for account: Account, completion: @escaping (Bool) -> Void) {
        fetchedAccountIDs.append(account.id)
        let result = changed[account.id] ?? false
        DispatchQueue.main.async {
            completion(result)
        }
    }
}
