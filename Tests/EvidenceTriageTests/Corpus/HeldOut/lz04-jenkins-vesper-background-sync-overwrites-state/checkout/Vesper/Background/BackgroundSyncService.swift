import Foundation

final class BackgroundSyncService {
    private let engine: SyncEngineProtocol
    private let widget: WidgetStatusStore

    init(engine: SyncEngineProtocol, widget: WidgetStatusStore) { self.engine = engine; self.widget = widget }

    func completeSync() async {
        let outcome = await engine.runOnce()
        // The foreground path asks IssueList for the attention tier; this path never does.
        widget.write(.init(severity: outcome.failed ? .error : .idle, summary: outcome.summary))
    }
}
