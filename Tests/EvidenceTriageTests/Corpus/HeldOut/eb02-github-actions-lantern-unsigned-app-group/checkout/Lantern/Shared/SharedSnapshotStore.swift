//
//  SharedSnapshotStore.swift
//  Lantern
//
//  The app and LanternWidget share the latest forecast through the App Group
//  container. The widget's timeline provider reads snapshot.json from here.
//

import Foundation

enum SharedSnapshotError: Error, Equatable {
    case containerUnavailable(group: String)
}

final class SharedSnapshotStore {
    static let appGroup = "group.io.quillfield.lantern"

    private let fileManager: FileManager
    private let groupIdentifier: String

    init(groupIdentifier: String = SharedSnapshotStore.appGroup, fileManager: FileManager = .default) {
        self.groupIdentifier = groupIdentifier
        self.fileManager = fileManager
    }

    var containerURL: URL? {
        fileManager.containerURL(forSecurityApplicationGroupIdentifier: groupIdentifier)
    }

    private func snapshotURL() throws -> URL {
        guard let container = containerURL else {
            Log.shared.error("SharedSnapshotStore: no container URL for \(groupIdentifier)")
            throw SharedSnapshotError.containerUnavailable(group: groupIdentifier)
        }
        return container.appendingPathComponent("snapshot.json")
    }

    func write(_ snapshot: ForecastSnapshot) throws {
        let data = try JSONEncoder.lantern.encode(snapshot)
        try data.write(to: try snapshotURL(), options: .atomic)
    }

    func read() throws -> ForecastSnapshot? {
        let url = try snapshotURL()
        guard fileManager.fileExists(atPath: url.path) else { return nil }
        return try JSONDecoder.lantern.decode(ForecastSnapshot.self, from: Data(contentsOf: url))
    }
}
