import ActivityKit
import Foundation

/// Starts the game Live Activity and ships its APNs update token to the score
/// service, which then pushes score changes with apns-push-type: liveactivity.
@MainActor
final class GameActivityController {
    private let uploader: PushTokenUploading
    private let log = CourtsideLog(category: "LiveActivity")
    private(set) var activity: Activity<GameAttributes>?
    private var tokenTask: Task<Void, Never>?

    init(uploader: PushTokenUploading) {
        self.uploader = uploader
    }

    func start(game: Game) throws {
        let attributes = GameAttributes(gameID: game.id, home: game.home.abbreviation, away: game.away.abbreviation)
        let state = GameAttributes.ContentState(homeScore: game.homeScore, awayScore: game.awayScore,
                                                clock: game.clockText, period: game.period)
        let activity = try Activity.request(attributes: attributes,
                                            content: .init(state: state, staleDate: nil),
                                            pushType: .token)
        self.activity = activity
        log.info("Activity.request succeeded id=\(activity.id) pushType=token")

        tokenTask = Task { [uploader, log] in
            for await tokenData in activity.pushTokenUpdates {
                let token = tokenData.map { String(format: "%02x", $0) }.joined()
                log.info("push token for \(activity.id): …\(token.suffix(8))")
                await uploader.upload(token: token, gameID: game.id, activityID: activity.id)
            }
        }
    }
}
