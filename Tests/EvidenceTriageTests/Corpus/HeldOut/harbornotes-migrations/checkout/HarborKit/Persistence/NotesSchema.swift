//
//  NotesSchema.swift
//  HarborKit
//
//  SwiftData models for the note library (store: Notes.store).
//

import Foundation
import SwiftData

@Model
public final class Note {
    @Attribute(.unique) public var id: UUID
    public var title: String
    public var body: String
    /// 4.2: tags became a real list (was a comma-separated String in 4.1).
    public var tags: [String]
    public var createdAt: Date
    public var folderName: String?

    public init(id: UUID = UUID(), title: String, body: String, tags: [String] = [], createdAt: Date = .now, folderName: String? = nil) {
        self.id = id
        self.title = title
        self.body = body
        self.tags = tags
        self.createdAt = createdAt
        self.folderName = folderName
    }
}

public enum NotesPersistence {
    public static let schema = Schema([Note.self], version: Schema.Version(4, 2, 0))

    /// Opens (or creates) the on-disk note store.
    public static func makeContainer(url: URL) throws -> ModelContainer {
        let configuration = ModelConfiguration(schema: schema, url: url)
        return try ModelContainer(for: schema, configurations: [configuration])
    }
}
