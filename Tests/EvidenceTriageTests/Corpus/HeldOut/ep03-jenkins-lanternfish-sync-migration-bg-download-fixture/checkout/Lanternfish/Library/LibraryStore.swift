//
//  LibraryStore.swift
//  Lanternfish
//
//  Owns the CoreStore DataStack for subscriptions, episodes and (since 5.2) chapters.
//

import CoreStore
import Foundation

enum LibrarySchema {
    static let v1 = CoreStoreSchema(
        modelVersion: "V1",
        entities: [
            Entity<V1.Podcast>("Podcast"),
            Entity<V1.Episode>("Episode"),
        ],
        versionLock: [
            "Episode": [0x5a1c9e0f3b27d468, 0x8e4f21c7a90b3d56, 0x1d7e6b02c48f9a35, 0xc3b80e91f2a6d704],
            "Podcast": [0x0b6d3f29e81c47a5, 0x72e9c4a1d05b8f36, 0xa48f1e7c2d3b9065, 0x5e2c7b90f1a4d38e],
        ]
    )

    static let v2 = CoreStoreSchema(
        modelVersion: "V2",
        entities: [
            Entity<Podcast>("Podcast"),
            Entity<Episode>("Episode"),
            Entity<Chapter>("Chapter"),
        ]
    )
}

final class LibraryStore {
    let dataStack: DataStack

    init(directory: URL) throws {
        dataStack = DataStack(
            schemaHistory: SchemaHistory(LibrarySchema.v1, LibrarySchema.v2, migrationChain: ["V1", "V2"])
        )
        let storage = SQLiteStore(
            fileURL: directory.appendingPathComponent("Library.sqlite"),
            localStorageOptions: .allowSynchronousLightweightMigration
        )
        // Launch path stays synchronous so the library list can render on first frame.
        try dataStack.addStorageAndWait(storage)
    }
}
