//
//  BackgroundTaskGuard.swift
//  LanternSync
//
//  Keeps the process alive while a sync batch is written, so leaving the app
//  mid-write does not leave a half-applied batch.
//

import UIKit

public final class BackgroundTaskGuard {
    private var identifier: UIBackgroundTaskIdentifier = .invalid
    private let name: String

    public init(name: String) {
        self.name = name
    }

    public func begin(onExpiration: @escaping () -> Void) {
        identifier = UIApplication.shared.beginBackgroundTask(withName: name) { [weak self] in
            onExpiration()
            self?.end()
        }
    }

    public func end() {
        guard identifier != .invalid else { return }
        UIApplication.shared.endBackgroundTask(identifier)
        identifier = .invalid
    }
}
