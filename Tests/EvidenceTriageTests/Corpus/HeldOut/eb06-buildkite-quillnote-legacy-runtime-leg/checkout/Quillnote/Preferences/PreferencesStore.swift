//
//  PreferencesStore.swift
//  Quillnote
//
//  Preferences shared with the Share extension through the app group suite;
//  observes changes made by the extension with KVO.
//

import Combine
import Foundation

final class PreferencesStore: NSObject {
    let defaults: UserDefaults
    @Published private(set) var defaultNotebookID: String?
    private var observation: NSKeyValueObservation?

    init(defaults: UserDefaults) {
        self.defaults = defaults
        super.init()
        defaultNotebookID = defaults.string(forKey: Keys.defaultNotebookID)
        observation = defaults.observe(\.quillnoteDefaultNotebookID, options: [.new]) { [weak self] _, change in
            self?.defaultNotebookID = change.newValue ?? nil
        }
    }

    enum Keys { static let defaultNotebookID = "quillnoteDefaultNotebookID" }

    /// Isolated suite for tests and previews: never touches the real app group.
    static func makeIsolated() -> PreferencesStore {
        let suite = "\(NSTemporaryDirectory())com.ardentlabs.quillnote.prefs.\(UUID().uuidString)"
        return PreferencesStore(defaults: UserDefaults(suiteName: suite)!)
    }
}

extension UserDefaults {
    @objc dynamic var quillnoteDefaultNotebookID: String? { string(forKey: PreferencesStore.Keys.defaultNotebookID) }
}
