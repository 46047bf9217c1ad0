//
//  SilentPushRouter.swift
//  NotificationKit
//
//  Routes content-available pushes to the inbox sync and reports the background fetch
//  result back to the system.
//

import Foundation
import UIKit
import UserNotifications

public protocol InboxSyncing: AnyObject {
    func syncInbox(reason: String) async throws -> Int   // number of changed parcels
}

public final class SilentPushRouter {
    public private(set) var authorizationStatus: UNAuthorizationStatus = .notDetermined
    private let inbox: InboxSyncing
    private let center: () -> NotificationCenterProviding

    public init(inbox: InboxSyncing, center: @escaping () -> NotificationCenterProviding = { UNUserNotificationCenter.current() }) {
        self.inbox = inbox
        self.center = center
        // Keep the cached status fresh; runs on the cooperative pool after init returns.
        Task { await self.refreshAuthorizationStatus() }
    }

    public func refreshAuthorizationStatus() async {
        authorizationStatus = await center().authorizationStatus()
    }

    public func handle(_ userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
        guard let aps = userInfo["aps"] as? [String: Any], aps["content-available"] as? Int == 1 else {
            return .noData
        }
        do {
            let changed = try await inbox.syncInbox(reason: "silent-push")
            return BackgroundFetchResultMapper.result(forChangedParcels: changed)
        } catch {
            return .failed
        }
    }
}

public protocol NotificationCenterProviding {
    func authorizationStatus() async -> UNAuthorizationStatus
}

extension UNUserNotificationCenter: NotificationCenterProviding {
    public func authorizationStatus() async -> UNAuthorizationStatus {
        await notificationSettings().authorizationStatus
    }
}
