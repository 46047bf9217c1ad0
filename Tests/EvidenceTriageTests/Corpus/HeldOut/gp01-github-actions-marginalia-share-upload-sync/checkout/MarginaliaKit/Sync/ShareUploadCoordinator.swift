import Foundation
import os

/// Runs in the share extension: creates the item, registers the attachment upload and
/// hands the file to the background upload session. It never downloads remote objects,
/// so it must not move the library version forward (the app's next sync would skip them).
public final class ShareUploadCoordinator {
    private let log = Logger(subsystem: "org.marginalia.app", category: "share")
    private let api: LibraryAPI
    private let database: LocalDatabase
    private let versions: LibraryVersionStore
    private let uploads: BackgroundUploadScheduling

    public init(api: LibraryAPI, database: LocalDatabase, versions: LibraryVersionStore,
                uploads: BackgroundUploadScheduling) {
        self.api = api
        self.database = database
        self.versions = versions
        self.uploads = uploads
    }

    public func share(_ draft: ItemDraft, file: URL, in library: LibraryIdentifier) async throws {
        let since = versions.version(for: library)
        let created = try await api.createItem(draft, in: library, ifUnmodifiedSince: since)
        try database.insert(created.item, in: library)
        log.info("created item \(created.item.key, privacy: .public) in \(library.rawValue, privacy: .public) (Last-Modified-Version \(created.lastModifiedVersion))")

        let registration = try await api.registerUpload(for: created.item.key, file: file, in: library)
        try uploads.enqueue(file: file, to: registration.uploadURL, itemKey: created.item.key)
        log.info("registered upload for \(created.item.key, privacy: .public) (Last-Modified-Version \(registration.lastModifiedVersion)); enqueued on \(self.uploads.sessionIdentifier, privacy: .public)")

        // The item-data write above deliberately leaves the version alone.
        // Keep the library version in step with the server after the file registration.
        versions.update(library, to: registration.lastModifiedVersion)
    }

    /// Web pages and notes: item data only, no attachment.
    public func shareWithoutFile(_ draft: ItemDraft, in library: LibraryIdentifier) async throws {
        let since = versions.version(for: library)
        let created = try await api.createItem(draft, in: library, ifUnmodifiedSince: since)
        try database.insert(created.item, in: library)
    }
}
