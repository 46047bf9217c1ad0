//
//  SharedSnapshotStore.swift
//  ParcelPost
//
//  Writes the "next delivery" snapshot that the Home Screen widget reads.
//  The group identifier comes from Info.plist (PPAppGroupIdentifier, set from
//  APP_GROUP_ID in Config/Shared.xcconfig).
//

import Foundation

struct WidgetSnapshot: Codable, Equatable {
    let trackingNumber: String
    let carrier: String
    let status: String
    let eta: Date?
}

enum SharedStoreError: Error, Equatable {
    case noAppGroupContainer(String)
}

final class SharedSnapshotStore {
    let groupIdentifier: String

    init(groupIdentifier: String = Bundle.main.object(forInfoDictionaryKey: "PPAppGroupIdentifier") as? String ?? "") {
        self.groupIdentifier = groupIdentifier
    }

    private func containerURL() throws -> URL {
        guard let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: groupIdentifier) else {
            print("SharedSnapshotStore: no App Group container for \(groupIdentifier)")
            throw SharedStoreError.noAppGroupContainer(groupIdentifier)
        }
        return url
    }

    func write(_ snapshot: WidgetSnapshot) throws {
        let url = try containerURL().appendingPathComponent("widget-snapshot.json")
        try JSONEncoder().encode(snapshot).write(to: url, options: .atomic)
    }

    func read() throws -> WidgetSnapshot? {
        let url = try containerURL().appendingPathComponent("widget-snapshot.json")
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try JSONDecoder().decode(WidgetSnapshot.self, from: data)
    }
}
