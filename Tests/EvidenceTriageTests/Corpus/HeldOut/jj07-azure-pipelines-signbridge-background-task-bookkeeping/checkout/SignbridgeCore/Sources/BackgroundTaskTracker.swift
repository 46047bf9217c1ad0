//
//  BackgroundTaskTracker.swift
//  SignbridgeCore
//

import UIKit

/// Decides whether a silent token refresh can still start before the app is suspended.
public final class BackgroundTaskTracker: @unchecked Sendable {
    public static let minimumTimeForRefresh: TimeInterval = 8
    private let application: UIApplication

    public init(application: UIApplication = .shared) {
        self.application = application
    }

    /// Called from the token-refresh queue.
    public var remainingTime: TimeInterval? {
        let remaining = application.backgroundTimeRemaining
        // backgroundTimeRemaining is DBL_MAX while the app is in the foreground.
        return remaining >= 100 ? nil : remaining
    }

    public func canStartRefresh() -> Bool {
        guard let remaining = remainingTime else { return true }
        return remaining >= Self.minimumTimeForRefresh
    }
}
