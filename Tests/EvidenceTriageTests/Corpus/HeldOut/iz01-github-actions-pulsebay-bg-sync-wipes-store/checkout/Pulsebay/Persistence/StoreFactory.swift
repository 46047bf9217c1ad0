import Foundation
import SwiftData
import os

/// Builds the SwiftData container for the ring history store.
enum StoreFactory {
    private static let log = Logger(subsystem: "com.pulsebay.app", category: "Store")

    static let defaultStoreURL = URL.applicationSupportDirectory.appending(path: "default.store")

    /// Foreground container, built once at app start.
    static let foregroundContainer: ModelContainer = makeContainer()

    /// Opens the store. On ANY failure it exports the rollups and wipes the
    /// on-disk store so the app can start with an empty history.
    ///
    /// NOTE: BackgroundSyncHandler also calls this (see BackgroundSyncHandler.swift:33).
    static func makeContainer(at url: URL = defaultStoreURL,
                              opener: StoreOpening = SwiftDataOpener()) -> ModelContainer {
        do {
            return try opener.open(at: url)
        } catch {
            log.error("container open failed: \(String(describing: error), privacy: .public) — exporting rollups and recreating store")
            RollupBackup.exportBeforeWipe(storeURL: url)
            removeStoreFiles(at: url)
            return try! opener.open(at: url)
        }
    }

    static func removeStoreFiles(at url: URL) {
        let fm = FileManager.default
        for suffix in ["", "-shm", "-wal"] {
            let file = URL(fileURLWithPath: url.path + suffix)
            try? fm.removeItem(at: file)
        }
        log.error("removed \(url.lastPathComponent, privacy: .public), -shm, -wal")
    }
}

protocol StoreOpening {
    func open(at url: URL) throws -> ModelContainer
}

struct SwiftDataOpener: StoreOpening {
    func open(at url: URL) throws -> ModelContainer {
        let config = ModelConfiguration(url: url)
        return try ModelContainer(for: StoredSample.self, StoredStepSample.self, StoredCursor.self,
                                  configurations: config)
    }
}
