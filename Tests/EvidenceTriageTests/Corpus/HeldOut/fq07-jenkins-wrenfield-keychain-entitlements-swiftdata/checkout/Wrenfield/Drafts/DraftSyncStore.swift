//
//  DraftSyncStore.swift
//  Wrenfield
//
//  Applies note edits that arrive from sync. Remote edits are written on a
//  background ModelContext so large batches never block the UI.
//

import Foundation
import SwiftData

@Model
final class Draft {
    @Attribute(.unique) var id: UUID
    var title: String
    var body: String
    var updatedAt: Date

    init(id: UUID = UUID(), title: String, body: String = "", updatedAt: Date = .now) {
        self.id = id
        self.title = title
        self.body = body
        self.updatedAt = updatedAt
    }
}

actor DraftSyncStore {
    private let container: ModelContainer

    init(container: ModelContainer) {
        self.container = container
    }

    /// Applies a remote title change. The list on screen reads Draft
    /// instances registered in `container.mainContext` and is expected to
    /// show the new title once this returns.
    func applyRemoteTitle(_ title: String, to id: UUID, at date: Date) throws {
        let context = ModelContext(container)
        var descriptor = FetchDescriptor<Draft>(predicate: #Predicate { $0.id == id })
        descriptor.fetchLimit = 1
        guard let draft = try context.fetch(descriptor).first else { return }
        guard draft.updatedAt < date else { return }
        draft.title = title
        draft.updatedAt = date
        try context.save()
    }
}
