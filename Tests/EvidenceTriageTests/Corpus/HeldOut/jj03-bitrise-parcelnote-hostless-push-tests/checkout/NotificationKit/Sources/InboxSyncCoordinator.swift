//
//  InboxSyncCoordinator.swift
//  NotificationKit
//

import Foundation

public final class InboxSyncCoordinator {
    public let router: SilentPushRouter
    private let inbox: InboxSyncing

    public init(inbox: InboxSyncing) {
        self.inbox = inbox
        self.router = SilentPushRouter(inbox: inbox)
    }
}
