//
//  DownloadTaskRegistry.swift
//  Lanternfish
//
//  Maps URLSession download tasks back to the offline region and pack they belong to.
//

import Foundation

struct RegionPack: Codable, Equatable {
    let regionID: String
    let index: Int
}

final class DownloadTaskRegistry {
    private let store: OfflineStore
    private var packsByTask: [Int: RegionPack] = [:]
    private let lock = NSLock()

    init(store: OfflineStore) {
        self.store = store
    }

    func register(_ task: URLSessionTask, for region: OfflineRegion, pack index: Int) {
        lock.lock(); defer { lock.unlock() }
        packsByTask[task.taskIdentifier] = RegionPack(regionID: region.id, index: index)
        store.markPackQueued(regionID: region.id, index: index)
    }

    func region(for task: URLSessionTask) -> RegionPack? {
        lock.lock(); defer { lock.unlock() }
        if let pack = packsByTask[task.taskIdentifier] {
            return pack
        }
        guard let description = task.taskDescription,
              let data = description.data(using: .utf8) else {
            return nil
        }
        return try? JSONDecoder().decode(RegionPack.self, from: data)
    }
}
