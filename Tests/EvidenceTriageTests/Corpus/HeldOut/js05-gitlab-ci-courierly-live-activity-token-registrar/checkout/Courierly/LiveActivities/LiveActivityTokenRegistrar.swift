import ActivityKit
import Foundation
import os

/// Sends every delivery Live Activity's update token to the backend so courier
/// position pushes can update the Lock Screen.
@MainActor
final class LiveActivityTokenRegistrar {
    private let source: ActivitySource
    private let api: TokenAPI
    private let session: AppSession
    private let log = Logger(subsystem: "com.courierly.ios", category: "LiveActivity")

    init(source: ActivitySource = SystemActivitySource(), api: TokenAPI, session: AppSession) {
        self.source = source
        self.api = api
        self.session = session
    }

    func start() {
        Task {
            // Wait until the auth session is restored so uploads carry a user.
            await session.ready()
            log.info("observing activityUpdates")
            for await activity in source.activityUpdates {
                log.info("new activity \(activity.id, privacy: .public)")
                Task { await self.observeToken(of: activity) }
            }
        }
    }

    private func observeToken(of activity: ActivityHandle) async {
        for await token in activity.pushTokenUpdates {
            log.info("token for \(activity.id, privacy: .public)")
            try? await api.upload(token: token, activityID: activity.id)
            break   // one token per delivery is enough
        }
    }
}
