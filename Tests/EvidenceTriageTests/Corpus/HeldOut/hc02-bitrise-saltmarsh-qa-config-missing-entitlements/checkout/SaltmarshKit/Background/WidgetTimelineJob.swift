import Foundation

public enum RefreshOutcome: Equatable { case completed, failed, cancelled }

/// Fetches the next 48 h of tide predictions and writes the widget's timeline into the app group.
public final class WidgetTimelineJob {
    private let client: TideClient
    private let store: AppGroupStore
    public private(set) var lastOutcome: RefreshOutcome?
    public var onFinish: (() -> Void)?
    private var cancelled = false

    public init(client: TideClient, store: AppGroupStore = AppGroupStore()) {
        self.client = client
        self.store = store
    }

    public func run() async throws {
        defer { onFinish?() }
        do {
            let predictions = try await client.predictions(hours: 48)
            try Task.checkCancellation()
            let data = try JSONEncoder().encode(WidgetTimeline(predictions: predictions))
            _ = try store.write(data, named: "timeline.json")
            lastOutcome = .completed
        } catch {
            lastOutcome = cancelled ? .cancelled : .failed
            throw error
        }
    }

    public func cancel() { cancelled = true }
}
