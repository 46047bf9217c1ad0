//
//  SilentPushSync.swift
//  Ferrylight
//
//  Handles `content-available` pushes sent by the timetable service when a sailing is
//  cancelled or re-timed. One push can concern several signed-in accounts (a household
//  shares a phone), so every matching account is refreshed before the system's fetch
//  completion handler is called — exactly once.
//

import Foundation
import UIKit

protocol TimetableChangeFetching {
    func fetchTimetableChanges(for account: Account, completion: @escaping (Bool) -> Void)
}

final class SilentPushSync {
    static let shared = SilentPushSync(accountStore: AccountStore.shared, fetcher: TimetableChangeFetcher())

    private let accountStore: AccountStoring
    private let fetcher: TimetableChangeFetching

    init(accountStore: AccountStoring, fetcher: TimetableChangeFetching) {
        self.accountStore = accountStore
        self.fetcher = fetcher
    }

    func handleSilentPush(_ userInfo: [AnyHashable: Any],
                          completion: @escaping (UIBackgroundFetchResult) -> Void) {
        let accounts = accountStore.accounts.filter { $0.matches(pushPayload: userInfo) }
        guard !accounts.isEmpty else {
            completion(.noData)
            return
        }

        let group = DispatchGroup()
        var result: UIBackgroundFetchResult = .noData

        group.enter()
        for account in accounts {
            fetcher.fetchTimetableChanges(for: account) { changed in
                if changed { result = .newData }
                group.leave()
            }
        }

        group.notify(queue: .main) {
            completion(result)
        }
    }
}
