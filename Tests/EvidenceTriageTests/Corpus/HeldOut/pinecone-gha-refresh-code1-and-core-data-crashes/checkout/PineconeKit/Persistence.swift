//
//  Persistence.swift
//  PineconeKit
//
//  Store layout
//    Application Support/Pinecone/Pinecone.store (+ -shm, -wal)
//  
//  History
//    3.2  moved from Core Data (Pinecone.sqlite) to SwiftData.
//    3.3  recovery path for stores that fail to open.
//  
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
import Foundation
import SwiftData

/// Opens the SwiftData store; on failure moves the broken store aside and retries.
public final class PersistenceController {
    public let container: ModelContainer
    public private(set) var isPersistent = true
    public private(set) var quarantinedStoreURL: URL?

    public init(directory: URL) {
        let url = directory.appendingPathComponent("Pinecone.store")
        let config = ModelConfiguration(url: url)
        do {
            container = try ModelContainer(for: Trail.self, Note.self, configurations: config)
            return
        } catch {
            Log.persistence.error("open failed: \(error)")
        }
        // Move the broken store aside so a fresh one can be created.
        quarantinedStoreURL = Self.quarantine(storeNamed: "Pinecone", in: directory)
        do {
            container = try ModelContainer(for: Trail.self, Note.self, configurations: config)
        } catch {
            fatalError("Could not open store after recovery: \(error)")
        }
    }

    /// Renames Pinecone.sqlite, -shm and -wal with a timestamp suffix.
    static func quarantine(storeNamed name: String, in directory: URL) -> URL? {
        let stamp = Int(Date().timeIntervalSince1970)
        var moved: URL?
        for suffix in ["", "-shm", "-wal"] {
            let from = directory.appendingPathComponent("\(name).sqlite\(suffix)")
            let to = directory.appendingPathComponent("\(name)-broken-\(stamp).sqlite\(suffix)")
            if (try? FileManager.default.moveItem(at: from, to: to)) != nil, suffix.isEmpty {
                moved = to
            }
        }
        return moved
    }
}
