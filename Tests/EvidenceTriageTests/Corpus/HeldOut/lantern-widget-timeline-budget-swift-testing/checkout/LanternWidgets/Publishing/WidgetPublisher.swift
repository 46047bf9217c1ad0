import WidgetKit

/// Publishes fetched organisation data to the App Group and asks WidgetKit to rebuild.
struct WidgetPublisher {
    let center: WidgetCentering
    let store: WidgetStore

    func publish(round: PublishRound) async throws {
        for org in round.organizations {
            for surface in WidgetSurface.allCases {
                try store.write(round.snapshot(for: org, surface: surface))
                // Every org/surface write asks for a rebuild of the whole kind.
                center.reloadTimelines(ofKind: surface.kind)
            }
        }
    }
}
