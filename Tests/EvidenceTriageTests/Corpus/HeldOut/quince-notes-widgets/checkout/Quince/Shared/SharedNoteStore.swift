//
//  SharedNoteStore.swift
//  Quince
//
//  Notes shown by the widgets live in the App Group container so that the
//  QuinceWidgets extension can read what the app wrote.
//

import Foundation

enum SharedNoteStore {
    /// Read from the target's Info.plist (QNAppGroupIdentifier = $(QUINCE_APP_GROUP)),
    /// so app and extension always agree on one value per build configuration.
    static var groupIdentifier: String {
        Bundle.main.object(forInfoDictionaryKey: "QNAppGroupIdentifier") as? String ?? "group.com.quince.notes"
    }

    static var containerURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: groupIdentifier)
    }

    static var defaults: UserDefaults? {
        UserDefaults(suiteName: groupIdentifier)
    }

    static func write(_ note: PinnedNote) throws {
        guard let url = containerURL?.appendingPathComponent("pinned.json") else {
            throw CocoaError(.fileNoSuchFile)
        }
        try JSONEncoder().encode(note).write(to: url, options: .atomic)
        defaults?.set(note.id, forKey: "pinnedNoteID")
    }
}
