//
//  CloudSyncEngine.swift
//  LarderKit
//
//  Pulls CloudKit zone changes into the local store. Triggered at launch,
//  on foreground, and by the zone subscription's silent pushes.
//

import Foundation

public enum SyncOutcome: Equatable {
    case applied(changes: Int)
    case alreadySyncing
    case failed(String)
}

public protocol ZoneChangeFetching: AnyObject {
    func fetchChanges(since token: Data?, completion: @escaping (Result<(changes: [PantryRecordChange], token: Data?), Error>) -> Void)
}

public protocol PantryStoreWriting: AnyObject {
    func apply(_ changes: [PantryRecordChange]) throws
    var serverChangeToken: Data? { get set }
}

public struct PantryRecordChange: Equatable {
    public let recordName: String
    public let deleted: Bool
    public init(recordName: String, deleted: Bool) {
        self.recordName = recordName
        self.deleted = deleted
    }
}

public final class CloudSyncEngine {
    private let fetcher: ZoneChangeFetching
    private let store: PantryStoreWriting
    private let queue = DispatchQueue(label: "larder.sync")
    private var isSyncing = false

    public init(fetcher: ZoneChangeFetching, store: PantryStoreWriting) {
        self.fetcher = fetcher
        self.store = store
    }

    public func synchronize(completion: @escaping (SyncOutcome) -> Void) {
        queue.async { [self] in
            if isSyncing {
                completion(.alreadySyncing)
            }
            isSyncing = true
            fetcher.fetchChanges(since: store.serverChangeToken) { [self] result in
                queue.async { [self] in
                    defer { isSyncing = false }
                    switch result {
                    case .success(let batch):
                        do {
                            try store.apply(batch.changes)
                            store.serverChangeToken = batch.token
                            completion(.applied(changes: batch.changes.count))
                        } catch {
                            completion(.failed(String(describing: error)))
                        }
                    case .failure(let error):
                        completion(.failed(String(describing: error)))
                    }
                }
            }
        }
    }
}
