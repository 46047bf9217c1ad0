//
//  ThemeSettingsModel.swift
//  Tallyho
//
//  Mirrors the accent colour chosen in Settings (or pushed by the widget
//  extension through the shared app-group defaults) into the SwiftUI layer.
//

import Foundation
import Observation

@MainActor
@Observable
final class ThemeSettingsModel {
    private(set) var accentName: String
    private let defaults: UserDefaults
    @ObservationIgnored private var observer: NSObjectProtocol?

    init(defaults: UserDefaults) {
        self.defaults = defaults
        self.accentName = defaults.string(forKey: "accentName") ?? "meadow"
        observer = NotificationCenter.default.addObserver(
            forName: UserDefaults.didChangeNotification,
            object: defaults,
            queue: nil
        ) { [weak self] _ in
            // queue: nil delivers on the posting thread; this closure inherits
            // @MainActor isolation from the class.
            self?.reload()
        }
    }

    func reload() {
        accentName = defaults.string(forKey: "accentName") ?? "meadow"
    }
}
