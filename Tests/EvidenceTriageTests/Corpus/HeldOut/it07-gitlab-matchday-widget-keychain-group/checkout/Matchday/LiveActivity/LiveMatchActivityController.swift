import ActivityKit

final class LiveMatchActivityController {
    private let client: ActivityClient
    private var current: ActivityHandle?

    init(client: ActivityClient) { self.client = client }

    func apply(_ update: MatchFeedUpdate) throws {
        let state = LiveMatchAttributes.ContentState(update)
        switch update.phase {
        case "1H", "HT", "2H", "ET", "PEN":
            if let current { client.update(current, to: state) } else { current = try client.start(state) }
        case "FIN":                       // feed v2 renamed this to "FT" (see MatchFeedDecoder)
            if let current { client.end(current, finalState: state, dismissal: .default) }
            current = nil
        default:
            break
        }
    }
}
